// `import PortalHeaders`: the flowing header under the module name of Portal 5.x and 6.x, so an
// app written against those releases keeps its imports. Everything of
// `PortalTransitionsFlowingHeader` is here (`.portalHeader`, `PortalHeaderView`,
// `.portalHeaderDestination`, `PortalHeaderCalculations`, …), with the debug and logging
// spellings of those releases.
@_exported import PortalTransitionsFlowingHeader
