#ifndef PORTAL_CCAIRO_SHIM_H
#define PORTAL_CCAIRO_SHIM_H

// cairo draws; Pango lays out and measures text and renders it through cairo.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro of an expression Swift does not import.
static inline int portal_pango_scale(void) { return PANGO_SCALE; }

#endif
