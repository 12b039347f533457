#!/usr/bin/env bash
# Runs the demo. With a usable display: a window. Without one: a private Xvfb, the scripted
# tour, and every frame written to ./portal-demo-output/ (plus a contact sheet).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh demo
swift build -c release --product portal-demo
demo=.build/release/portal-demo

if [ -n "${DISPLAY:-}" ] && timeout 5 "$demo" --check-display >/dev/null 2>&1; then
  exec "$demo" "$@"
fi

out=${PORTAL_DEMO_OUTPUT:-portal-demo-output}
echo "No usable X display${DISPLAY:+ at $DISPLAY}: starting a private Xvfb and recording the tour into $out/"
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -noreset 2>/dev/null & echo "pid $!")
read -r _ xvfb_pid <&3
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
read -r -t 15 number <&3 || { echo "Xvfb did not start" >&2; exit 1; }
DISPLAY=":$number" "$demo" --tour --record "$out" "$@"
