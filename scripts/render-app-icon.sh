#!/usr/bin/env bash
# Draws the demo's app icon at every size docks and launchers ask for (16 to 256 pixels) into
# Resources/AppIcon/<size>.png. The painter is Sources/portal-demo/AppIconPainter.swift: cairo
# through the package's own Canvas, from shapes at each size, so small sizes stay crisp.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh build
swift build --product portal-demo
PORTAL_RESOURCES="$PWD/Resources" .build/debug/portal-demo generate-icon
