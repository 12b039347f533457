#!/usr/bin/env bash
# Runs the demo's scripted tour on a private Xvfb under a leak checker and fails when memory the
# project allocated is definitely lost. Leaks inside the system libraries (fontconfig, Pango's
# and GLib's caches, Xlib) and the Swift runtime's one-time metadata are reported but not counted:
# a leak counts only when a frame of its allocation stack is the project's own code.
#
#   scripts/check-leaks.sh              # LeakSanitizer: an AddressSanitizer build (.build-asan), a minute or two
#   LEAK_TOOL=valgrind scripts/check-leaks.sh   # valgrind memcheck on the debug build: slow (tens of minutes)
#
# Reports go to .build/leaks/.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${LEAK_TOOL:-lsan}
case "$tool" in
  lsan) scripts/install-system-packages.sh demo ;;
  valgrind) scripts/install-system-packages.sh leaks ;;
  *) echo "LEAK_TOOL must be lsan or valgrind" >&2; exit 2 ;;
esac
out=.build/leaks
mkdir -p "$out"

exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -noreset 2>/dev/null & echo "pid $!")
read -r _ xvfb_pid <&3
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
read -r -t 15 number <&3 || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$number"

# A loss record is a paragraph. It counts when the first frame of its stack past the allocator
# (malloc and friends, the Swift runtime's object allocation) is the project's own code: a cache
# that fontconfig grows when the project asks it for a font is fontconfig's, not the project's.
project_leaks() {
  awk -v start="$1" '
    function decide(line) {
      if (decided) return
      if (line ~ /malloc|calloc|realloc|operator new|swift_slowAlloc|swift_allocObject|swift_allocBox|swift_allocEmptyBox/) return
      decided = 1
      if (line ~ /Portal|portal_demo|portal-demo\//) ours = 1
    }
    $0 ~ start { inrec = 1; rec = $0 "\n"; ours = 0; decided = 0; next }
    inrec && /^(==[0-9]+==)? *$/ { if (ours) { print rec; n++ } inrec = 0; next }
    inrec { rec = rec $0 "\n"; if ($0 ~ /#[0-9]+ |at 0x|by 0x/) decide($0) }
    END { if (inrec && ours) { print rec; n++ } exit n > 0 ? 1 : 0 }
  ' "$2"
}

if [ "$tool" = lsan ]; then
  swift build --scratch-path .build-asan -Xswiftc -sanitize=address --product portal-demo
  log="$out/lsan.log"
  echo "Running the tour with LeakSanitizer; the report goes to $log"
  status=0
  ASAN_SYMBOLIZER_PATH=$(command -v llvm-symbolizer || echo /opt/swift/usr/bin/llvm-symbolizer) \
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=0:detect_odr_violation=0 \
    LSAN_OPTIONS=exitcode=0:fast_unwind_on_malloc=0 \
    .build-asan/debug/portal-demo --tour 2>"$log" >/dev/null || status=$?
  # Indirect leaks count too: a reference cycle of the project's objects shows only as those.
  start="^(Direct|Indirect) leak of"
else
  swift build --product portal-demo
  log="$out/memcheck.log"
  echo "Running the tour under valgrind (tens of minutes); the log goes to $log"
  status=0
  PORTAL_FPS=30 valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect --num-callers=40 \
    --log-file="$log" .build/debug/portal-demo --tour >/dev/null || status=$?
  start="are (definitely|indirectly) lost in loss record"
fi
if [ "$status" -ne 0 ]; then
  echo "the tour itself failed under $tool (exit $status); see $log" >&2
  exit 1
fi
grep -E "^SUMMARY|definitely lost:|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== */  /' || true
if ! project_leaks "$start" "$log" > "$out/project-leaks.txt"; then
  echo "Definite leaks from the project's code:" >&2
  cat "$out/project-leaks.txt" >&2
  exit 1
fi
echo "No definite leak from the project's code."
