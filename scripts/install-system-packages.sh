#!/usr/bin/env bash
# Installs the Debian packages the project needs, and nothing when they are already there.
#
#   scripts/install-system-packages.sh build   # headers and libraries to compile and link
#   scripts/install-system-packages.sh test    # build + the X server, compositor and window manager the tests start, desktop-file-validate, a cursor theme
#   scripts/install-system-packages.sh demo    # build + the X server the demo starts when there is no display
#   scripts/install-system-packages.sh leaks   # demo + valgrind, for `make check-leaks`
#   scripts/install-system-packages.sh bench   # test + xeyes (the start-up yardstick) and xrestop (X resources)
#   scripts/install-system-packages.sh sheets  # demo + imagemagick, for scripts/scene-sheets.sh
#
# Works as root, uses sudo otherwise, and prints the exact apt line when it can do neither.
set -euo pipefail

build=(pkg-config libx11-dev libxext-dev libxtst-dev libxfixes-dev libxi-dev libxrandr-dev libxcursor-dev
       libcairo2-dev libpango1.0-dev libglib2.0-dev fonts-inter fonts-dejavu-core fonts-material-design-icons-iconfont)
case "${1:-build}" in
  build) wanted=("${build[@]}") ;;
  # xsettingsd, dbus-daemon and python3-gi play the desktop's settings daemon and settings portal;
  # desktop-file-validate checks what `make install` writes; adwaita-icon-theme is the cursor
  # theme the cursor tests load shapes and sizes from; at-spi2-core (the accessibility bus and
  # registry), dbus-bin (dbus-send) and python3-pyatspi read the demo as a screen reader does.
  test)  wanted=("${build[@]}" xvfb xauth x11-utils xcompmgr openbox x11-xkb-utils xclip desktop-file-utils
                 xsettingsd dbus-daemon dbus-bin python3-gi gir1.2-glib-2.0 adwaita-icon-theme at-spi2-core
                 python3-pyatspi) ;;
  demo)  wanted=("${build[@]}" xvfb xauth) ;;
  leaks) wanted=("${build[@]}" xvfb xauth valgrind) ;;
  bench) wanted=("${build[@]}" xvfb xauth x11-utils xcompmgr openbox x11-apps xrestop) ;;
  sheets) wanted=("${build[@]}" xvfb xauth imagemagick) ;;
  *) echo "usage: $0 build|test|demo|leaks|bench|sheets" >&2; exit 2 ;;
esac

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then run=(sudo)
else
  echo "These system packages are missing: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo $line" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" $line -qq
