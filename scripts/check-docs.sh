#!/usr/bin/env bash
# Fails when the documentation names something the repository no longer has.
#
#   scripts/check-docs.sh            # README.md, CONTRIBUTING.md and docs/*.md
#   scripts/check-docs.sh FILE...    # only these
#
# It checks, outside fenced code blocks:
# - every backticked repository path (Sources/…, Tests/…, scripts/…, docs/…, CX11/…, Resources/…,
#   with or without a line suffix such as `:42` or `#L42`; a glob must match something);
# - every relative Markdown link target (`[text](docs/PORTING.md)`), from the document's folder;
# - every backticked file name without a folder (`Node.swift`, `catalogue.json`): some file of
#   the repository has that name;
# - in docs/ARCHITECTURE.md, every backticked type-like name (`ViewGraph`, `ViewGraph.update()`,
#   `TypedEnvironmentEntry<Value>`): a `struct|class|enum|protocol|actor|typealias|extension NAME`
#   under Sources/ declares it, or it is a target of Package.swift, or it is one of the few
#   names from X11 and the system libraries listed below.
# Each missing name is printed with its document and line; the exit status is 1 if any is.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x /usr/bin/python3 ] || { echo "check-docs needs /usr/bin/python3 (the Swift toolchain's own dependency)" >&2; exit 1; }
exec /usr/bin/python3 - "$@" <<'PYTHON'
import glob, os, re, sys

# Names the architecture page mentions that belong to X11, the C libraries or the standard
# library, not to Sources/.
NOT_OURS = {
    "ButtonRelease", "ConfigureNotify", "Expose", "GenericEvent", "ShmCompletion", "VisibilityNotify",
    "XEventsQueued", "XGetImage", "XPending", "XPutImage", "XShmPutImage", "XSendEvent", "XSync", "XTranslateCoordinates",
    "XIPointerEmulated", "XRectangle", "XDestroyImage", "Mirror",
}
PATH_PREFIXES = ("Sources/", "Tests/", "scripts/", "docs/", "CX11/", "Resources/")
TYPE_DOCS = {"docs/ARCHITECTURE.md"}

docs = sys.argv[1:] or [d for d in ["README.md", "CONTRIBUTING.md"] + sorted(glob.glob("docs/*.md")) if os.path.exists(d)]

declared = set()
declaration = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*)")
for path in glob.glob("Sources/**/*.swift", recursive=True):
    with open(path, encoding="utf-8", errors="replace") as f:
        declared.update(declaration.findall(f.read()))
with open("Package.swift", encoding="utf-8") as f:
    declared.update(re.findall(r'name:\s*"([A-Za-z0-9_-]+)"', f.read()))
declared.update(d for d in os.listdir("Sources") if os.path.isdir(os.path.join("Sources", d)))

# Every file name in the repository (outside build products), for a file named without its folder.
file_names = set()
for root, dirs, files in os.walk("."):
    dirs[:] = [d for d in dirs if not d.startswith(".")]
    file_names.update(files)

span = re.compile(r"`([^`\n]+)`")
link = re.compile(r"\]\(([^)\s]+)\)")
line_suffix = re.compile(r"(:\d+(-\d+)?|#L\d+(-L?\d+)?)$")
file_name = re.compile(r"^[A-Za-z0-9_+.-]+\.(swift|md|sh|png|json|c|h|modulemap)$")
type_like = re.compile(r"^([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)(<[^<>]*>)?(\.[A-Za-z_][A-Za-z0-9_]*(\(.*\))?)?$")

def path_exists(path):
    path = re.sub(r"<[^>]*>", "*", line_suffix.sub("", path))
    if any(c in path for c in "*?["):
        return bool(glob.glob(path))
    return os.path.exists(path)

missing = []
checked = 0
for doc in docs:
    with open(doc, encoding="utf-8") as f:
        lines = f.read().split("\n")
    fenced = False
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for text in span.findall(line):
            token = text.split()[0] if text.split() else ""
            if token.startswith(PATH_PREFIXES):
                checked += 1
                if not path_exists(token):
                    missing.append((doc, number, "path", token))
            elif file_name.match(token):
                checked += 1
                if token not in file_names:
                    missing.append((doc, number, "file", token))
            elif doc in TYPE_DOCS:
                m = type_like.match(text)
                if m:
                    checked += 1
                    if m.group(1) not in declared and m.group(1) not in NOT_OURS:
                        missing.append((doc, number, "type", text))
        for target in link.findall(line):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            target = target.split("#")[0]
            checked += 1
            if not path_exists(os.path.normpath(os.path.join(os.path.dirname(doc), target))):
                missing.append((doc, number, "link", target))

for doc, number, kind, name in missing:
    print(f"{doc}:{number}: {kind} `{name}` not found")
if missing:
    print(f"check-docs: {len(missing)} of {checked} names in the documentation no longer exist", file=sys.stderr)
    sys.exit(1)
print(f"check-docs: {checked} paths, links and types named in {len(docs)} documents all exist")
PYTHON
