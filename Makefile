# The two commands a newcomer needs; each installs missing system packages first.
.PHONY: demo test check-docs benchmark bench check-leaks docs format install uninstall

PREFIX ?= $(HOME)/.local
export PREFIX PORTAL_DEMO

demo:            ## run the demo (no display: records the tour into ./portal-demo-output/)
	scripts/demo.sh

test:            ## check the docs, build and run every test; the X11 tests start their own Xvfb
	scripts/install-system-packages.sh test
	scripts/check-docs.sh
	swift build --build-tests
	swift test --skip-build

check-docs:      ## fail when README.md, CONTRIBUTING.md or docs/*.md name a path, file or type that is gone
	scripts/check-docs.sh

benchmark:       ## frame costs and budgets on this machine against a private Xvfb (prints tables, writes .build/portal-bench.json and a plot)
	scripts/install-system-packages.sh bench
	swift build -c release --product portal-demo
	swift run -c release portal-bench --json .build/portal-bench.json

bench: benchmark

install:         ## install portal-demo, its desktop file and icons under PREFIX (default ~/.local); PORTAL_DEMO=path installs a prebuilt binary
	scripts/install-app.sh install

uninstall:       ## remove exactly what `make install` put under PREFIX
	scripts/install-app.sh uninstall

check-leaks:     ## the scripted tour under LeakSanitizer (LEAK_TOOL=valgrind: memcheck); fails on a definite leak from project code
	scripts/check-leaks.sh

format:
	swift format --in-place --recursive Package.swift Sources Tests

docs:            ## DocC documentation for the public modules into .build/docs/
	scripts/install-system-packages.sh build
	mkdir -p .build/docs
	for target in PortalUI PortalTransitions PortalTransitionsFlowingHeader; do \
	  swift package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
	    --output-path .build/docs/$$target || exit 1; \
	done
