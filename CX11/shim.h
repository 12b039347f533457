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

// Xlib with the SHAPE, MIT-SHM, XTEST, XInput2, SYNC, RandR and XFIXES extensions, and libXcursor
// (themed cursors). Xlib already exports function forms of
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
#include <X11/extensions/sync.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xfixes.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/cursorfont.h>
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

// Waits until `fd`, `second` or `third` is readable (a negative one is left out), or
// `timeout_ns` passes (never when negative): the X connection, the main queue's descriptor and
// the pipe the settings portal's thread writes to. Returns -1 on an error, else bit 0 set when
// `fd` is readable, bit 1 when `second` is and bit 2 when `third` is.
static inline int portal_wait_readable_any(int fd, int second, int third, long long timeout_ns) {
  struct pollfd p[3] = {
    { .fd = fd, .events = POLLIN, .revents = 0 },
    { .fd = second, .events = POLLIN, .revents = 0 },
    { .fd = third, .events = POLLIN, .revents = 0 },
  };
  struct timespec ts = { .tv_sec = timeout_ns / 1000000000LL, .tv_nsec = timeout_ns % 1000000000LL };
  int ready = ppoll(p, 3, timeout_ns < 0 ? NULL : &ts, NULL);
  if (ready < 0) return -1;
  return (p[0].revents ? 1 : 0) | (p[1].revents ? 2 : 0) | (p[2].revents ? 4 : 0);
}

// libdispatch's hooks for a run loop that serves the main queue (CoreFoundation's use them):
// a descriptor that becomes readable when work is queued on the main queue.
extern int _dispatch_get_main_queue_handle_4CF(void);

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
