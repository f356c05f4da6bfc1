#!/usr/bin/env python3
"""Independent reference reader for Xcode project.pbxproj files.

Parses each file with the PyPI `pbxproj` package (4.3.3, which parses with
`openstep_parser`) and prints one JSON document per file, so that the Swift
project-file reader can be checked against a parser it shares no code with:

    {"path": "<argument as given>", "objectVersion": "77",
     "targets": [{"name": "App", "isa": "PBXNativeTarget",
                  "productType": "com.apple.product-type.application",
                  "sources": ["App/AppDelegate.m", ...],
                  "synchronized": [{"path": "App", "exceptions": ["Info.plist"]}]}]}

Usage:
    pip install pbxproj==4.3.3
    scripts/pbxproj-reference.py [--pretty] [--all-sync] PBXPROJ...

One line of JSON per file on stdout (`--pretty`: indented with 2 spaces, one
document after another). JSON text is Python's `json.dumps` with
`ensure_ascii=False` and its default separators (", " and ": "); keys are in
the order shown above. Exit status 0 when every file loaded, 1 when at least
one did not (that file's document is {"path": ..., "error": "..."}), 2 on a
usage error.

Rules (the Swift side prints the same):
- targets: every object whose isa is PBXNativeTarget, PBXAggregateTarget or
  PBXLegacyTarget, sorted by name, then isa (plain code-point order); a
  missing name is ""; productType is "" when absent.
- sources: for each of the target's build phases whose isa is
  PBXSourcesBuildPhase, each `files` entry -> PBXBuildFile -> its `fileRef`
  (a build file with only a `productRef`, a Swift package product, is
  skipped) -> the referenced object resolved to a path (see below).
  Duplicates are kept; the list is sorted. "?<id>" stands for an entry that
  cannot be resolved: <id> is the fileRef id when that object does not exist,
  or the build file id when the build file is missing or has neither
  fileRef nor productRef.
- synchronized: only when objectVersion >= 77 (or with --all-sync, in any
  version): the target's `fileSystemSynchronizedGroups` ids -> each object
  resolved to a path, with "exceptions": the membershipExceptions of every
  PBXFileSystemSynchronizedBuildFileExceptionSet in that group's `exceptions`
  whose `target` is this target (merged and sorted). "exceptions" is left out
  when no exception set of the group names this target; "synchronized" is
  left out when the target has no such groups (or the version is < 77).
  The list is ordered by path (then by its exceptions). An id that names no
  object is {"path": "?<id>"}.
- Path resolution: an object's parent is the PBXGroup, PBXVariantGroup or
  XCVersionGroup whose `children` contains its id (if several do, the one
  with the smallest id). The root is the project's mainGroup, whose own
  `path` (if any) applies to its children like any group's. By sourceTree
  (missing = "<group>"):
    <group>      parent's resolved path joined with `path` (an object with
                 no parent, other than the main group, is taken relative to
                 the project folder, i.e. its parent path is "")
    SOURCE_ROOT  `path` relative to the project folder (the folder holding
                 the .xcodeproj), so the result is just `path`
    <absolute>   `path` as it is
    anything else (BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, a custom
                 variable): "$(TREE)/path" ("$(TREE)" when there is no path)
  An object without `path` adds nothing (its `name` is ignored). Results are
  normalised lexically: empty and "." components dropped, "x/.." pairs
  resolved, no leading "./", no trailing "/"; a leading ".." that cannot be
  resolved is kept; ".." never climbs over a "/" root (dropped) or over a
  leading "$(TREE)" (kept after it). The empty path is "".
"""

import json
import sys

TARGET_ISAS = ("PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget")
GROUP_ISAS = ("PBXGroup", "PBXVariantGroup", "XCVersionGroup")


def normalise(path):
    """Lexical normalisation described in the module docstring."""
    if path is None:
        return ""
    prefix = ""
    rest = path
    if rest.startswith("/"):
        prefix = "/"
        rest = rest[1:]
    elif rest.startswith("$("):
        end = rest.find(")")
        if end != -1 and (len(rest) == end + 1 or rest[end + 1] == "/"):
            prefix = rest[: end + 1]
            rest = rest[end + 2:]
    stack = []
    for part in rest.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if stack and stack[-1] != "..":
                stack.pop()
            elif prefix == "/":
                continue  # cannot climb over the root
            else:
                stack.append("..")
            continue
        stack.append(part)
    body = "/".join(stack)
    if prefix == "/":
        return "/" + body
    if prefix:
        return prefix + ("/" + body if body else "")
    return body


def join(base, path):
    if not path:
        return base
    if not base:
        return path
    return base + "/" + path


def as_list(value):
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


def text(value, default=""):
    if value is None:
        return default
    return str(value)


class Reader:
    def __init__(self, project):
        self.project = project
        self.objects = project.objects
        # every object, in the package's own order (sections, then id)
        self.all = self.objects.get_objects_in_section(*self.objects.get_sections())
        self.parents = {}
        for obj in sorted(self.all, key=lambda o: str(o.get_id())):
            if text(obj["isa"]) not in GROUP_ISAS:
                continue
            for child in as_list(obj["children"]):
                self.parents.setdefault(str(child), str(obj.get_id()))
        root = self.get(project["rootObject"])
        self.main_group = text(root["mainGroup"]) if root is not None else ""
        self.cache = {}

    def get(self, ident):
        if ident is None:
            return None
        return self.objects[str(ident)]

    def resolve(self, ident, seen=None):
        """Resolved (normalised) path of the object with this id; None if missing."""
        ident = str(ident)
        if ident in self.cache:
            return self.cache[ident]
        obj = self.get(ident)
        if obj is None:
            return None
        seen = set() if seen is None else seen
        if ident in seen:  # a cycle in the group tree: stop climbing
            return ""
        seen.add(ident)
        tree = text(obj["sourceTree"], "<group>")
        path = obj["path"]
        path = None if path is None else str(path)
        if tree == "<group>":
            parent = self.parents.get(ident)
            if ident == self.main_group or parent is None:
                base = ""
            else:
                base = self.resolve(parent, seen)
                if base is None:
                    base = ""
            result = join(base, path)
        elif tree == "SOURCE_ROOT":
            result = path or ""
        elif tree == "<absolute>":
            result = path or ""
        else:
            result = "$(%s)" % tree + ("/" + path if path else "")
        result = normalise(result)
        self.cache[ident] = result
        return result

    def sources(self, target):
        out = []
        for phase_id in as_list(target["buildPhases"]):
            phase = self.get(phase_id)
            if phase is None or text(phase["isa"]) != "PBXSourcesBuildPhase":
                continue
            for file_id in as_list(phase["files"]):
                build_file = self.get(file_id)
                if build_file is None:
                    out.append("?" + str(file_id))
                    continue
                ref = build_file["fileRef"]
                if ref is None:
                    if build_file["productRef"] is not None:
                        continue  # Swift package product
                    out.append("?" + str(file_id))
                    continue
                resolved = self.resolve(ref)
                out.append("?" + str(ref) if resolved is None else resolved)
        out.sort()
        return out

    def synchronized(self, target):
        target_id = str(target.get_id())
        out = []
        for group_id in as_list(target["fileSystemSynchronizedGroups"]):
            group = self.get(group_id)
            if group is None:
                out.append({"path": "?" + str(group_id)})
                continue
            entry = {"path": self.resolve(group_id)}
            exceptions = None
            for exc_id in as_list(group["exceptions"]):
                exc = self.get(exc_id)
                if exc is None:
                    continue
                if text(exc["isa"]) != "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    continue
                if text(exc["target"]) != target_id:
                    continue
                exceptions = (exceptions or []) + [str(x) for x in as_list(exc["membershipExceptions"])]
            if exceptions is not None:
                entry["exceptions"] = sorted(exceptions)
            out.append(entry)
        out.sort(key=lambda e: (e["path"], e.get("exceptions", [])))
        return out

    def document(self, path_arg, all_sync=False):
        version = text(self.project["objectVersion"])
        try:
            numeric = int(version)
        except ValueError:
            numeric = 0
        targets = []
        for obj in self.all:
            isa = text(obj["isa"])
            if isa not in TARGET_ISAS:
                continue
            entry = {
                "name": text(obj["name"]),
                "isa": isa,
                "productType": text(obj["productType"]),
                "sources": self.sources(obj),
            }
            if numeric >= 77 or all_sync:
                groups = self.synchronized(obj)
                if groups:
                    entry["synchronized"] = groups
            targets.append(entry)
        targets.sort(key=lambda t: (t["name"], t["isa"]))
        return {"path": path_arg, "objectVersion": version, "targets": targets}


def load(path):
    from pbxproj import XcodeProject
    try:
        return XcodeProject.load(path), None
    except Exception as error:  # the package falls back to plistlib and hides the real cause
        cause = str(error) or error.__class__.__name__
        try:
            import openstep_parser
            with open(path, "r") as handle:
                openstep_parser.OpenStepDecoder.ParseFromFile(handle)
        except Exception as first:
            cause = "%s: %s (plistlib fallback: %s)" % (first.__class__.__name__, first, cause)
        return None, cause


def main(argv):
    pretty = False
    all_sync = False
    paths = []
    for arg in argv:
        if arg == "--pretty":
            pretty = True
        elif arg == "--all-sync":
            all_sync = True
        elif arg in ("-h", "--help"):
            print(__doc__)
            return 0
        elif arg.startswith("--") and arg != "--":
            print("unknown option %s" % arg, file=sys.stderr)
            return 2
        else:
            paths.append(arg)
    if not paths:
        print("usage: pbxproj-reference.py [--pretty] [--all-sync] PBXPROJ...", file=sys.stderr)
        return 2
    try:
        import pbxproj  # noqa: F401
    except ImportError:
        print("the pbxproj package is missing: pip install pbxproj==4.3.3", file=sys.stderr)
        return 2
    failed = False
    for path in paths:
        project, error = load(path)
        if project is None:
            failed = True
            doc = {"path": path, "error": error}
        else:
            try:
                doc = Reader(project).document(path, all_sync)
            except Exception as err:  # a tree the reader cannot walk
                failed = True
                doc = {"path": path, "error": "%s: %s" % (err.__class__.__name__, err)}
        if pretty:
            print(json.dumps(doc, ensure_ascii=False, indent=2))
        else:
            print(json.dumps(doc, ensure_ascii=False))
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
