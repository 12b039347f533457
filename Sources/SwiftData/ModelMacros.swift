/// Makes a class a SwiftData model: its stored properties are observed (views that read them
/// update when they change, as with `@Observable`) and stored by the model's container.
///
/// ```swift
/// @Model class Book {
///   var title: String
///   var rating: Int
///   @Relationship(deleteRule: .cascade) var notes = [Note]()
///   @Transient var isExpanded = false
///   init(title: String, rating: Int) { self.title = title; self.rating = rating }
/// }
/// ```
///
/// A property is stored when its type is written out or plain from its initial value (`= ""`,
/// `= 0`, `= UUID()`, `= Date.now`) and is `Codable`, another model, or an array or optional
/// of models; others keep their initial value when a model is read back from the store.
@attached(
  member,
  names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers),
  named(_$cascadingRelationships), named(_$persistentFields), named(init), named(_$relinkRelationships))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftUIMacros", type: "ModelMacro")

/// Options for a stored property (`.unique`, `.externalStorage`, …). Accepted; the store keeps
/// every property the same way.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "ModelAnnotationMacro")

/// A relationship to other models. `deleteRule: .cascade` deletes the related models with this
/// one; the other options are accepted.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "ModelAnnotationMacro")

/// A property that is neither stored nor observed.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUIMacros", type: "ModelAnnotationMacro")

/// Properties whose values are unique among a model's instances. Accepted.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "SwiftUIMacros", type: "ModelAnnotationMacro")

/// Properties to index in the store. Accepted.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "SwiftUIMacros", type: "ModelAnnotationMacro")
