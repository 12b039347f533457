#ifndef PORTAL_CGIO_SHIM_H
#define PORTAL_CGIO_SHIM_H

// GIO's GDBus: the session bus, for the freedesktop settings portal. Pango already loads
// GLib and GObject; GIO is the same library family, on every desktop that has Pango.
#include <gio/gio.h>

// GVariant types are macros over string casts, which Swift does not import.
static inline const GVariantType *portal_gvariant_type(const char *type) { return (const GVariantType *)type; }

#endif
