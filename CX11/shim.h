#ifndef PORTAL_CX11_SHIM_H
#define PORTAL_CX11_SHIM_H

// Xlib with the SHAPE, MIT-SHM and XTEST extensions. Xlib already exports function forms of
// most of its macros (XConnectionNumber, XDefaultScreen, XRootWindow, ...); only what Swift
// cannot call directly is wrapped here.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/shape.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XTest.h>
#include <sys/ipc.h>
#include <sys/shm.h>

// XImage's put_pixel/get_pixel and destroy are function pointers behind macros.
static inline int portal_x_destroy_image(XImage *image) { return XDestroyImage(image); }
static inline unsigned long portal_x_get_pixel(XImage *image, int x, int y) {
  return XGetPixel(image, x, y);
}

// IPC_PRIVATE and IPC_RMID are macros Swift does not import as constants on every libc.
static inline int portal_shm_create(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
static inline int portal_shm_remove(int shmid) { return shmctl(shmid, IPC_RMID, 0); }

#endif
