import Foundation
import LocalAuthentication
@testable import MapKit
@testable import PhotosUI
import PortalGraphics
import PortalHost
import StoreKit
import Testing
import UIKit
import UserNotifications

@testable import PortalUI
@testable import PortedAppsSwift5

/// The frameworks iOS apps import beside SwiftUI, doing on the desktop what their
/// documentation says.
@Suite("Framework stand-ins") @MainActor
struct FrameworkStandInTests {
  @Test func theMercatorViewportRoundTripsCoordinates() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 56, longitude: -3), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    let viewport = MapViewport(region: region, size: CGSize(width: 400, height: 300))
    let centre = viewport.point(for: region.center)
    #expect(abs(centre.x - 200) < 0.01 && abs(centre.y - 150) < 0.01)
    let back = viewport.coordinate(at: CGPoint(x: 123, y: 45))
    let again = viewport.point(for: back)
    #expect(abs(again.x - 123) < 0.01 && abs(again.y - 45) < 0.01)
    // The whole region is visible: its corners are inside the view.
    let north = viewport.point(for: CLLocationCoordinate2D(latitude: 61, longitude: -3))
    let east = viewport.point(for: CLLocationCoordinate2D(latitude: 56, longitude: 2))
    #expect(north.y >= -0.5 && east.x <= 400.5)
    // North is up, east is right.
    #expect(north.y < centre.y && east.x > centre.x)
  }

  @Test func biometricsAreUnavailableAndTheSignedInOwnerPasses() async throws {
    let context = LAContext()
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
    #expect(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    #expect(try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "test"))
    await #expect(throws: LAError.self) {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "test")
    }
  }

  @Test func tappingTheMapAddsAPlaceWhereTheTapLanded() throws {
    let h = try PortedHarness(PlacesMap(), size: Size(width: 600, height: 400))
    try h.click(text: "Unlock Places")
    h.settle()
    // The home marker's title is drawn at home: the middle of the map.
    let home = try #require(h.frame(ofText: "Home"), "the marker's title is on the map")
    #expect(abs(home.midX - 300) < 20)
    // A tap 100 points right of the centre adds a place east of home.
    h.click(Rect(x: 399, y: 199, width: 2, height: 2))
    h.settle()
    let place = try #require(h.frame(ofText: "Place 1"), "the tap added an annotation")
    #expect(abs(place.midX - 400) < 20, "the annotation is where the tap landed")
    // The ground is drawn (no tiles: a pale land colour under the graticule), not left white.
    let samples = try [Point(x: 37, y: 53), Point(x: 151, y: 97), Point(x: 463, y: 311), Point(x: 571, y: 29)].map { try h.pixel($0) }
    #expect(samples.contains { close($0, 0xF2F0E8, tolerance: 10) }, "the map's ground shows")
    try h.snapshot("places-map")
  }

  @Test func draggingPansTheMap() throws {
    let h = try PortedHarness(PlacesMap(), size: Size(width: 600, height: 400))
    try h.click(text: "Unlock Places")
    h.settle()
    let before = try #require(h.frame(ofText: "Home"))
    h.host.send(.pointerPressed(Point(x: 300, y: 300), button: .primary))
    for step in 1...10 { h.host.send(.pointerMoved(Point(x: 300 - Double(step) * 10, y: 300))) }
    h.host.send(.pointerReleased(Point(x: 200, y: 300), button: .primary))
    h.settle()
    let after = try #require(h.frame(ofText: "Home"))
    #expect(abs((before.midX - after.midX) - 100) < 8, "the marker moved with the drag")
  }

  @Test func aChosenPictureLoadsAsDataAndAsAnImage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bitmap = try Bitmap(width: 4, height: 3)
    bitmap.clear(to: .red)
    let file = folder.appendingPathComponent("red.png")
    try bitmap.writePNG(to: file.path)
    let item = PhotosPickerItem(url: file)
    let data = try #require(try await item.loadTransferable(type: Data.self))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let image = try #require(try await item.loadTransferable(type: UIImage.self))
    #expect(image.size == CGSize(width: 4, height: 3))
    #expect(try await item.loadTransferable(type: Int.self) == nil)
  }

  @Test func aNotificationIsPendingUntilItsTriggerFires() async throws {
    let center = UNUserNotificationCenter.current()
    #expect(try await center.requestAuthorization(options: [.alert, .sound]))
    let content = UNMutableNotificationContent()
    content.title = "Feed the cat"
    content.body = "It looks hungry"
    let request = UNNotificationRequest(
      identifier: "cat-\(UUID().uuidString)", content: content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false))
    try await center.add(request)
    #expect(await center.pendingNotificationRequests().contains { $0.identifier == request.identifier })
    try await Task.sleep(for: .seconds(1))
    #expect(!(await center.pendingNotificationRequests().contains { $0.identifier == request.identifier }),
      "delivered (to the desktop's server, or the log without one) and no longer pending")
  }

  @Test func aRemovedRequestIsNeverDelivered() async throws {
    let center = UNUserNotificationCenter.current()
    let request = UNNotificationRequest(
      identifier: "later-\(UUID().uuidString)", content: UNMutableNotificationContent(),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    try await center.add(request)
    center.removePendingNotificationRequests(withIdentifiers: [request.identifier])
    #expect(!(await center.pendingNotificationRequests().contains { $0.identifier == request.identifier }))
  }
}
