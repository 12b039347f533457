#!/usr/bin/env bash
# Runs the demo's scripted tour under valgrind's memcheck on a private Xvfb and fails when a
# block the project allocated is definitely lost. Leaks inside the system libraries (fontconfig,
# Pango's caches, Xlib) and the Swift runtime's one-time metadata are reported but not counted:
# a definite leak counts only when a frame of its allocation stack is the project's own code.
#
#   scripts/check-leaks.sh            # writes .build/leaks/memcheck.log and prints a summary
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh leaks
swift build --product portal-demo
demo=.build/debug/portal-demo
out=.build/leaks
mkdir -p "$out"
log="$out/memcheck.log"

exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -noreset 2>/dev/null & echo "pid $!")
read -r _ xvfb_pid <&3
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
read -r -t 15 number <&3 || { echo "Xvfb did not start" >&2; exit 1; }

echo "Running the tour under valgrind (several minutes); the log goes to $log"
status=0
DISPLAY=":$number" PORTAL_FPS=30 valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
  --num-callers=40 --log-file="$log" "$demo" --tour --record "$out/frames" >/dev/null || status=$?
if [ "$status" -ne 0 ]; then
  echo "the tour itself failed under valgrind (exit $status); see $log" >&2
  exit 1
fi

# Each loss record is a paragraph that starts at "... are definitely lost in loss record".
awk '
  /are definitely lost in loss record/ { inrec = 1; rec = $0 "\n"; ours = 0; next }
  inrec && /^==[0-9]+== *$/ { if (ours) { print rec; n++ } inrec = 0; next }
  inrec { rec = rec $0 "\n"; if ($0 ~ /Portal|portal_demo|portal-demo/) ours = 1 }
  END { exit n > 0 ? 1 : 0 }
' "$log" > "$out/project-leaks.txt" && found=0 || found=1
grep -E "definitely lost:|indirectly lost:|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== */  /'
if [ "$found" -eq 1 ]; then
  echo "Definite leaks from the project's code:" >&2
  cat "$out/project-leaks.txt" >&2
  exit 1
fi
echo "No definite leak from the project's code."
