// PortalX11
