#!/usr/bin/python3
"""Reads and drives a program through AT-SPI, as a screen reader or a test tool does.

    atspi-probe.py tree APP            the tree of application APP, one JSON object a line
    atspi-probe.py press APP ID EVENT [SOURCE]
                                       doAction(0) on the element whose accessible id is ID,
                                       then print events until one whose type starts with
                                       EVENT (e.g. object:state-changed:selected) comes, with
                                       detail1 1, from the element whose id is SOURCE if given
    atspi-probe.py focus APP ID        grabFocus() on element ID, then wait for its focus event

APP is the application's name (its main window's title). Each command waits up to ten seconds
for the application to appear and prints what it found; it exits 1 if what it waited for never
came. Needs python3-pyatspi and an accessibility bus (at-spi2-core).
"""
import json
import sys

import pyatspi
from gi.repository import GLib

WAIT = 10.0


def find_application(name):
    """The application called `name` once it shows a window with something in it."""
    deadline = GLib.get_monotonic_time() + int(WAIT * 1e6)
    while GLib.get_monotonic_time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name and app.childCount > 0 and app.getChildAtIndex(0).childCount > 0:
                return app
        GLib.usleep(50_000)
    print(json.dumps({"error": "no application named " + name}))
    sys.exit(1)


def describe(accessible, depth):
    states = accessible.getState()
    line = {
        "depth": depth,
        "role": accessible.getRoleName(),
        "name": accessible.name,
        "id": accessible.accessibleId,
        "states": sorted(pyatspi.stateToString(s) for s in states.getStates()),
    }
    try:
        extents = accessible.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        line["extents"] = [extents.x, extents.y, extents.width, extents.height]
    except NotImplementedError:
        pass
    try:
        action = accessible.queryAction()
        line["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    return line


def walk(accessible, depth=0):
    yield accessible, depth
    for child in accessible:
        if child is not None:
            yield from walk(child, depth + 1)


def element(app, identifier):
    for accessible, _ in walk(app):
        if accessible.accessibleId == identifier:
            return accessible
    print(json.dumps({"error": "no element with id " + identifier}))
    sys.exit(1)


def wait_for_event(event_prefix, act, source=None):
    """Runs `act`, then the main loop until an event of type `event_prefix`, with detail1 1,
    arrives (from the element whose accessible id is `source`, if given)."""
    seen = []
    loop = GLib.MainLoop()

    def heard(event):
        line = {"event": event.type, "detail1": event.detail1, "role": event.source.getRoleName(),
                "name": event.source.name, "id": event.source.accessibleId}
        print(json.dumps(line), flush=True)
        matches = str(event.type).startswith(event_prefix)
        if "state-changed" in event_prefix and event.detail1 != 1:
            matches = False
        if source is not None and event.source.accessibleId != source:
            matches = False
        if matches:
            seen.append(line)
            loop.quit()

    for kind in ("object:state-changed", "object:children-changed", "focus:"):
        pyatspi.Registry.registerEventListener(heard, kind)
    GLib.idle_add(lambda: act() and False)
    GLib.timeout_add(int(WAIT * 1000), loop.quit)
    loop.run()
    return bool(seen)


def main(arguments):
    command, app_name = arguments[0], arguments[1]
    app = find_application(app_name)
    if command == "tree":
        print(json.dumps({"depth": 0, "role": app.getRoleName(), "name": app.name,
                          "toolkit": app.get_toolkit_name()}))
        for accessible, depth in walk(app):
            if depth > 0:
                print(json.dumps(describe(accessible, depth)))
        return 0
    target = element(app, arguments[2])
    print(json.dumps(describe(target, 0)), flush=True)
    if command == "press":
        def act():
            print(json.dumps({"doAction": target.queryAction().doAction(0)}), flush=True)
        source = arguments[4] if len(arguments) > 4 else None
        return 0 if wait_for_event(arguments[3], act, source) else 1
    if command == "focus":
        def act():
            print(json.dumps({"grabFocus": target.queryComponent().grabFocus()}), flush=True)
        return 0 if wait_for_event("object:state-changed:focused", act, arguments[2]) else 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
