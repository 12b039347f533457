import LocalAuthentication
import MapKit
import SwiftUI

// A places map as iOS 17 apps write one: a MapReader whose tap adds a place where the tap
// landed, the places as annotations, a marker for home, and a lock that asks for biometrics.

struct MapPlace: Identifiable, Equatable {
  let id = UUID()
  var name: String
  var latitude: Double
  var longitude: Double
  var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

@Observable
final class PlacesModel {
  var places: [MapPlace] = []
  var isUnlocked = false
  var lockMessage = ""

  func add(at coordinate: CLLocationCoordinate2D) {
    places.append(MapPlace(name: "Place \(places.count + 1)", latitude: coordinate.latitude, longitude: coordinate.longitude))
  }

  func unlock() {
    let context = LAContext()
    var error: NSError?
    if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
      isUnlocked = true
    } else if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) {
      lockMessage = "No biometrics; signed in"
      isUnlocked = true
    }
  }
}

struct PlacesMap: View {
  @State var model = PlacesModel()
  let home = CLLocationCoordinate2D(latitude: 56, longitude: -3)
  let start = MapCameraPosition.region(
    MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 56, longitude: -3), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))

  var body: some View {
    if model.isUnlocked {
      MapReader { proxy in
        Map(initialPosition: start) {
          Marker("Home", coordinate: home)
          ForEach(model.places) { place in
            Annotation(place.name, coordinate: place.coordinate) {
              Image(systemName: "star.circle").resizable().foregroundStyle(.red).frame(width: 30, height: 30)
            }
          }
        }
        .onTapGesture { position in
          if let coordinate = proxy.convert(position, from: .local) { model.add(at: coordinate) }
        }
      }
    } else {
      Button("Unlock Places") { model.unlock() }
    }
  }
}
