#!/usr/bin/env bash
# Installs the demo as a desktop app, or removes exactly what it installed.
#
#   scripts/install-app.sh install     # PREFIX (default ~/.local), PORTAL_DEMO (a built binary; default: build release)
#   scripts/install-app.sh uninstall   # removes the files and the folders the install made, nothing else
#
# What goes where (the freedesktop specs' places under PREFIX):
#   bin/portal-demo
#   share/applications/<APP_ID>.desktop                    (desktop entry spec)
#   share/icons/hicolor/<N>x<N>/apps/<APP_ID>.png          (icon theme spec, each size in Resources/AppIcon)
#   share/portal-demo/Resources/                           (the demo's catalogue and artwork)
#   share/portal-demo/installed-files                      (this manifest: what uninstall removes)
set -euo pipefail

# The desktop file's name, the icon's name and the class part of the windows' WM_CLASS: they
# must match what the demo sets (Sources/portal-demo/DemoIdentity.swift).
APP_ID=io.github.PortalForX11.PortalDemo
WM_CLASS=PortalDemo

here="$(cd "$(dirname "$0")/.." && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
PREFIX="${PREFIX%/}"
manifest="$PREFIX/share/portal-demo/installed-files"

# Every file the install writes, as "source destination" lines.
planned_files() {
  echo "${PORTAL_DEMO_BINARY} $PREFIX/bin/portal-demo"
  echo "- $PREFIX/share/applications/$APP_ID.desktop"
  for icon in "$here"/Resources/AppIcon/*.png; do
    size="$(basename "$icon" .png)"
    echo "$icon $PREFIX/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
  done
  echo "$here/Resources/catalogue.json $PREFIX/share/portal-demo/Resources/catalogue.json"
  for art in "$here"/Resources/Artwork/*.png; do
    echo "$art $PREFIX/share/portal-demo/Resources/Artwork/$(basename "$art")"
  done
}

install_app() {
  if [ -n "${PORTAL_DEMO:-}" ]; then
    PORTAL_DEMO_BINARY="$(cd "$(dirname "$PORTAL_DEMO")" && pwd)/$(basename "$PORTAL_DEMO")"
  else
    (cd "$here" && swift build -c release --product portal-demo)
    PORTAL_DEMO_BINARY="$here/.build/release/portal-demo"
  fi
  [ -x "$PORTAL_DEMO_BINARY" ] || { echo "install-app: no executable at $PORTAL_DEMO_BINARY" >&2; exit 1; }
  [ -f "$manifest" ] && uninstall_app
  # Folders are recorded only when the install makes them, so uninstall removes no folder that was there before.
  made=()
  make_dir() {
    local dir="$1" missing=()
    while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir="$(dirname "$dir")"; done
    for dir in "${missing[@]}"; do mkdir "$dir"; made+=("$dir"); done
  }
  make_dir "$PREFIX/share/portal-demo"
  files=()
  while read -r source destination; do
    make_dir "$(dirname "$destination")"
    if [ "$source" = - ]; then
      sed -e "s|@BINDIR@|$PREFIX/bin|" -e "s|@APP_ID@|$APP_ID|" -e "s|@WM_CLASS@|$WM_CLASS|" \
        "$here/Resources/portal-demo.desktop.in" > "$destination"
      chmod 644 "$destination"
    elif [ "$destination" = "$PREFIX/bin/portal-demo" ]; then
      install -m 755 "$source" "$destination"
    else
      install -m 644 "$source" "$destination"
    fi
    files+=("$destination")
  done < <(planned_files)
  {
    for f in "${files[@]}"; do echo "file $f"; done
    for d in "${made[@]}"; do echo "dir $d"; done
  } > "$manifest"
  echo "Installed portal-demo into $PREFIX ($APP_ID)."
}

uninstall_app() {
  [ -f "$manifest" ] || { echo "install-app: nothing installed in $PREFIX (no $manifest)"; return 0; }
  local recorded
  recorded="$(cat "$manifest")"
  grep '^file ' <<< "$recorded" | cut -c6- | while read -r f; do rm -f "$f"; done
  rm -f "$manifest"
  # Deepest first, and only when empty: a folder that now holds someone else's files stays.
  grep '^dir ' <<< "$recorded" | cut -c5- | tac | while read -r d; do rmdir "$d" 2>/dev/null || true; done
  echo "Removed portal-demo from $PREFIX."
}

case "${1:-}" in
  install) install_app ;;
  uninstall) uninstall_app ;;
  *) echo "usage: $0 install|uninstall" >&2; exit 2 ;;
esac
