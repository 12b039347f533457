#!/usr/bin/env bash
# Draws docs/scenes-at-three-sizes.png: every scene of the demo at 640×480, 1024×700 and
# 1920×1080, light and dark, one row per size and appearance, each on a private Xvfb of the
# window's size.
#
#   scripts/scene-sheets.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh sheets
swift build -c release --product portal-demo
demo=.build/release/portal-demo
out=${1:-docs/scenes-at-three-sizes.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scenes=(grid push static-id group carousel header second-window)
rows=()
for size in 640x480 1024x700 1920x1080; do
  for appearance in light dark; do
    exec 3< <(Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp -noreset 2>/dev/null & echo "pid $!")
    read -r _ xvfb_pid <&3
    read -r -t 15 number <&3 || { echo "Xvfb did not start" >&2; exit 1; }
    tiles=()
    for scene in "${scenes[@]}"; do
      DISPLAY=":$number" "$demo" --scene "$scene" --size "$size" --appearance "$appearance" >/dev/null 2>&1 &
      demo_pid=$!
      sleep 2.5
      shot="$work/$size-$appearance-$scene.png"
      DISPLAY=":$number" import -window root "$shot"
      kill "$demo_pid" 2>/dev/null || true
      wait "$demo_pid" 2>/dev/null || true
      tiles+=("$shot")
    done
    kill "$xvfb_pid" 2>/dev/null || true
    row="$work/row-$size-$appearance.png"
    montage "${tiles[@]}" -tile 7x1 -geometry 400x300+6+6 -background '#D8D8DE' "$row"
    convert "$row" -gravity West -background '#D8D8DE' -splice 150x0 -font DejaVu-Sans -pointsize 20 \
      -fill '#1C1C1E' -annotate +12+0 "$size\n$appearance" "$row"
    rows+=("$row")
  done
done
convert "${rows[@]}" -append +repage -depth 8 "$out"
echo "Wrote $out"
