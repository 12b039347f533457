#!/usr/bin/python3
"""A stand-in for the freedesktop settings portal, for tests.

Owns org.freedesktop.portal.Desktop on the bus named by DBUS_SESSION_BUS_ADDRESS and serves
org.freedesktop.portal.Settings at /org/freedesktop/portal/desktop (Read, ReadOne, ReadAll and
the SettingChanged signal) for the org.freedesktop.appearance namespace. It prints "ready" once
it owns the name, then reads commands from standard input, one a line:

    color-scheme 1          set a uint32 key and emit SettingChanged
    accent-color 0.1 0.6 0.3
    quit
"""
import sys

from gi.repository import Gio, GLib

NAMESPACE = "org.freedesktop.appearance"
XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""

values = {
    "color-scheme": GLib.Variant("u", int(sys.argv[1]) if len(sys.argv) > 1 else 0),
    "contrast": GLib.Variant("u", 0),
    "reduced-motion": GLib.Variant("u", 0),
}
connection = None


def call(conn, sender, path, interface, method, params, invocation):
    if method == "ReadAll":
        wanted = params.unpack()[0]
        answer = {NAMESPACE: values} if (not wanted or NAMESPACE in wanted) else {}
        invocation.return_value(GLib.Variant("(a{sa{sv}})", (answer,)))
    elif method in ("Read", "ReadOne"):
        namespace, key = params.unpack()
        if namespace != NAMESPACE or key not in values:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such key")
            return
        value = GLib.Variant("v", values[key]) if method == "Read" else values[key]
        invocation.return_value(GLib.Variant("(v)", (value,)))


def get_property(conn, sender, path, interface, name):
    return GLib.Variant("u", 2)


def on_bus(conn, name):
    global connection
    connection = conn
    node = Gio.DBusNodeInfo.new_for_xml(XML)
    conn.register_object("/org/freedesktop/portal/desktop", node.interfaces[0], call, get_property, None)


def on_name(conn, name):
    print("ready", flush=True)


def on_line(channel, condition):
    line = sys.stdin.readline()
    if not line or line.strip() == "quit":
        loop.quit()
        return False
    parts = line.split()
    if not parts:
        return True
    key = parts[0]
    if key == "accent-color":
        values[key] = GLib.Variant("(ddd)", tuple(float(p) for p in parts[1:4]))
    else:
        values[key] = GLib.Variant("u", int(parts[1]))
    connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                           "SettingChanged", GLib.Variant("(ssv)", (NAMESPACE, key, values[key])))
    connection.flush_sync(None)
    print("sent " + key, flush=True)
    return True


loop = GLib.MainLoop()
Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                 on_bus, on_name, lambda *a: (print("lost name", flush=True), loop.quit()))
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, on_line)
loop.run()
