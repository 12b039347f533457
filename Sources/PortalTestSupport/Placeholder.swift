// PortalTestSupport
