import ArgumentParser
import Foundation
import Logging
import PortalGraphics
import PortalHost
import PortalX11

/// `portal-demo`: the desktop visualizer. Start reading here.
@main
struct PortalDemo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "portal-demo",
    abstract: "Element transitions that fly through a transparent overlay window, on X11.",
    discussion: """
      Click a card to fly it into the detail panel; click the panel or press Esc to send it back; \
      Q quits. With --tour the demo drives itself with real input; with --record it writes every \
      presented frame as PNG, plus a contact sheet.
      """)

  @Option(help: "Window size in logical pixels, as WIDTHxHEIGHT.")
  var size: WindowSize = WindowSize(width: 1280, height: 800)

  @Flag(help: "Walk through the demo with scripted input, then exit.")
  var tour = false

  @Option(help: "Write each presented frame as a PNG into this folder.")
  var record: String?

  @Option(help: "Length of one flight, in seconds.")
  var flightDuration: Double = 0.5

  @Flag(help: "Only check that the X display can be opened: exit 0 if so, 2 with the reason if not.")
  var checkDisplay = false

  func validate() throws {
    guard (0.05...10).contains(flightDuration) else {
      throw ValidationError("--flight-duration must be between 0.05 and 10 seconds")
    }
  }

  /// ArgumentParser's usage errors exit with 64; this project promises 2 for bad input, like
  /// most Unix tools, so parsing is wrapped.
  static func main() {
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = ProcessInfo.processInfo.environment["PORTAL_LOG"].flatMap { Logger.Level(rawValue: $0) } ?? .notice
      return handler
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      // For usage errors the message already ends with the usage line.
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }

  // The program runs on the main thread, where `main()` calls this.
  func run() throws { try MainActor.assumeIsolated { try launch() } }

  @MainActor
  private func launch() throws {
    if checkDisplay {
      do {
        _ = try X11Connection()
        return
      } catch {
        throw DemoFailure(message: "portal-demo: \(error)")
      }
    }
    let host: X11Host
    do {
      host = try X11Host(title: "Portal — demo", className: "PortalDemo", size: size.size)
    } catch let error as X11HostError {
      throw DemoFailure(message: "portal-demo: \(error)")
    }
    let scene = GridScene(size: size.size, flightDuration: flightDuration)
    host.client = scene
    scene.onQuit = { host.stop() }
    let recorder = try record.map { try FrameRecorder(directory: $0) }
    let tour = self.tour ? try Tour(host: host, scene: scene) : nil
    scene.onFrame = { host, presented in
      if presented, let recorder { try? recorder.record(host) }
      if let tour {
        tour.advance(now: host.clock.now)
        if tour.finished { (host as? X11Host)?.stop() }
      }
    }
    host.setNeedsFrame()
    host.run()
    if let recorder {
      let sheet = try recorder.writeContactSheet()
      print("portal-demo: wrote \(recorder.framesWritten) frames to \(recorder.directory.path)")
      if let sheet { print("portal-demo: contact sheet: \(sheet)") }
    }
  }
}

/// A failure already worded for a person; printed without the usage text.
struct DemoFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// `WIDTHxHEIGHT`, for example `1280x800`.
struct WindowSize: ExpressibleByArgument {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (320...8192).contains(w),
      (240...8192).contains(h)
    else { return nil }
    self.init(width: w, height: h)
  }

  var size: Size { Size(width: Double(width), height: Double(height)) }
  var defaultValueDescription: String { "\(width)x\(height)" }
}
