// `import MapKit` brings Core Location's coordinate types with it, as on iOS.
@_exported import CoreLocation
