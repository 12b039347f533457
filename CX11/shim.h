#ifndef PORTAL_CX11_SHIM_H
#define PORTAL_CX11_SHIM_H

#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <time.h>

// glibc declares ppoll only under _GNU_SOURCE, and defining that here would change how
// <sys/select.h> spells fd_set for this module alone, which clashes with Dispatch's view of
// the same header. Declaring the one function is enough.
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);

// Xlib with the SHAPE, MIT-SHM, XTEST and XInput2 extensions. Xlib already exports function forms of
// most of its macros (XConnectionNumber, XDefaultScreen, XRootWindow, ...); only what Swift
// cannot call directly is wrapped here.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XInput2.h>
#include <sys/ipc.h>
#include <sys/shm.h>

// XImage's put_pixel/get_pixel and destroy are function pointers behind macros.
static inline int portal_x_destroy_image(XImage *image) { return XDestroyImage(image); }
static inline unsigned long portal_x_get_pixel(XImage *image, int x, int y) {
  return XGetPixel(image, x, y);
}

// XISetMask is a macro over a byte array; XIMaskLen(XI_LASTEVENT) sizes it.
static inline void portal_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int portal_xi_mask_length(void) { return XIMaskLen(XI_LASTEVENT); }

// IPC_PRIVATE and IPC_RMID are macros Swift does not import as constants on every libc.
static inline int portal_shm_create(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
static inline int portal_shm_remove(int shmid) { return shmctl(shmid, IPC_RMID, 0); }

// Waits until the X connection's descriptor is readable or `timeout_ns` passes (negative: no
// timeout). ppoll takes a nanosecond timeout, which keeps frame deadlines exact.
static inline int portal_wait_readable(int fd, long long timeout_ns) {
  struct pollfd p = { .fd = fd, .events = POLLIN, .revents = 0 };
  if (timeout_ns < 0) return ppoll(&p, 1, NULL, NULL);
  struct timespec ts = { .tv_sec = timeout_ns / 1000000000LL, .tv_nsec = timeout_ns % 1000000000LL };
  return ppoll(&p, 1, &ts, NULL);
}

// As portal_wait_readable, also waking when `other` is readable (a negative `other` is left
// out): the pipe another thread writes to when the desktop's settings change. Returns -1 on
// an error, else bit 0 set when `fd` is readable and bit 1 when `other` is.
static inline int portal_wait_readable_either(int fd, int other, long long timeout_ns) {
  struct pollfd p[2] = { { .fd = fd, .events = POLLIN, .revents = 0 }, { .fd = other, .events = POLLIN, .revents = 0 } };
  nfds_t count = other >= 0 ? 2 : 1;
  struct timespec ts = { .tv_sec = timeout_ns / 1000000000LL, .tv_nsec = timeout_ns % 1000000000LL };
  int ready = ppoll(p, count, timeout_ns < 0 ? NULL : &ts, NULL);
  if (ready < 0) return -1;
  return (p[0].revents ? 1 : 0) | (count == 2 && p[1].revents ? 2 : 0);
}

// XCreateIC, XGetIMValues and XGetICValues take variadic name/value lists, which Swift cannot
// call. An input context for `window` in the first style the input method offers of: its own
// pre-edit and status windows (IBus, Fcitx, the built-in Compose method), or none at all.
static inline XIC portal_create_input_context(XIM im, Window window) {
  XIMStyles *styles = NULL;
  if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return NULL;
  XIMStyle wanted[] = {
    XIMPreeditNothing | XIMStatusNothing, XIMPreeditNothing | XIMStatusNone,
    XIMPreeditNone | XIMStatusNothing, XIMPreeditNone | XIMStatusNone,
  };
  XIMStyle chosen = 0;
  for (unsigned w = 0; w < sizeof wanted / sizeof wanted[0] && chosen == 0; w++) {
    for (unsigned short i = 0; i < styles->count_styles; i++) {
      if (styles->supported_styles[i] == wanted[w]) { chosen = wanted[w]; break; }
    }
  }
  XFree(styles);
  if (chosen == 0) return NULL;
  return XCreateIC(im, XNInputStyle, chosen, XNClientWindow, window, XNFocusWindow, window, NULL);
}

// The events the input method needs the client window to select (it filters them).
static inline long portal_input_context_filter_events(XIC ic) {
  long mask = 0;
  if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
  return mask;
}

#endif
