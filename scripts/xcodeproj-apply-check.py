#!/usr/bin/env python3
"""Applies the migrations that create and delete files to a copy of an Xcode app, then checks with
the independent reader (scripts/pbxproj-reference.py, the `pbxproj` package) that every target
compiles exactly what it should: what it compiled, minus the deleted files, plus each created file
in the targets of the file it was made from. Also reports project-file lines that are not about the
created or deleted files, and whether a second run changes anything.

    scripts/xcodeproj-apply-check.py APP_DIR [MIGRATIONS] [--set key=value …]

Needs `swift build` first (.build/debug/swift-migrate). The copy goes to $TMPDIR/xcodeproj-check/.
A created file's origin is told by name (X.swift from a deleted X.m, <Model>Models.swift beside a
model, <Screen>View.swift beside <Screen>ViewController.swift, <Type>+StoreKit2.swift beside
<Type>.swift); a file with no known origin is listed."""
import json, os, re, shutil, subprocess, sys, tempfile
app, only = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "objc,coredata,uikit,storekit"
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tool = os.path.join(root, ".build/debug/swift-migrate")
ref = os.path.join(root, "scripts/pbxproj-reference.py")
name = os.path.basename(app.rstrip("/"))
work = os.path.join(tempfile.gettempdir(), "xcodeproj-check", name)
shutil.rmtree(work, ignore_errors=True); shutil.copytree(app, work, symlinks=True)
def sh(*a, **k): return subprocess.run(a, cwd=work, capture_output=True, text=True, **k)
sh("git", "init", "-q"); sh("git", "add", "-A"); sh("git", "-c", "user.email=a@b", "-c", "user.name=t", "commit", "-qm", "before")
projects = [l for l in sh("git", "ls-files").stdout.splitlines() if l.endswith(".xcodeproj/project.pbxproj") and "Pods.xcodeproj" not in l]
def read():
    out = {}
    for p in projects:
        d = json.loads(subprocess.run(["python3", ref, os.path.join(work, p)], capture_output=True, text=True).stdout)
        out[p] = {t["name"]: sorted(t["sources"]) for t in d["targets"]}
    return out
before = read()
extra = sys.argv[3:]
r = sh(tool, "apply", "--only", only, "--ignore-deployment-target", "--allow-dirty", ".", *extra)
print(f"== {name}: apply exit {r.returncode}; {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ''}")
status = [l for l in sh("git", "status", "--porcelain", "-uall").stdout.splitlines()]
created = [l[3:] for l in status if l.startswith("??")]
deleted = [l[3:] for l in status if l.startswith(" D")]
changed = [l[3:] for l in status if l.startswith(" M")]
print(f"   created {len(created)}, deleted {len(deleted)}, modified {len(changed)}: project files modified: {[c for c in changed if c.endswith('pbxproj')]}")
after = read()
def origin(c):
    base = c[:-len(".swift")]
    for cand in [base + ".m", base + ".mm"]:
        if cand in deleted: return cand
    d, f = os.path.split(base)
    for suffix, rep in [("+StoreKit2", ""), ("View", "ViewController"), ("Models", "")]:
        if f.endswith(suffix):
            stem = f[: -len(suffix)]
            for ext in [".swift", ".xcdatamodeld"]:
                cand = os.path.join(d, stem + rep + ext) if rep else os.path.join(d, stem + ext)
                if os.path.exists(os.path.join(work, cand)): return cand
            # model bundles may sit anywhere in the folder tree below d
    return None
bad = 0
for p in projects:
    folder = os.path.dirname(os.path.dirname(p))
    rel = lambda x: os.path.relpath(x, folder) if folder else x
    for target, sources in before[p].items():
        expected = [s for s in sources if s not in {rel(d) for d in deleted}]
        for c in created:
            o = origin(c)
            if o and rel(o) in sources: expected.append(rel(c))
        expected.sort()
        got = after[p].get(target)
        ok = got == expected
        bad += not ok
        delta = f"+{len(set(got or []) - set(sources))} -{len(set(sources) - set(got or []))}"
        print(f"   {'ok ' if ok else 'BAD'} {p} :: {target}: {len(got or [])} sources ({delta})" + ("" if ok else f"\n      missing {sorted(set(expected) - set(got or []))}\n      extra {sorted(set(got or []) - set(expected))}"))
orphans = [c for c in created if origin(c) is None]
if orphans: print("   created without a known origin:", orphans)
# pbxproj lines changed: only lines naming created/deleted files or SWIFT_VERSION
names = {os.path.basename(x) for x in created + deleted}
for p in projects:
    diff = sh("git", "diff", "-U0", "--", p).stdout.splitlines()
    lines = [l for l in diff if (l.startswith("+") or l.startswith("-")) and not l.startswith(("+++", "---"))]
    foreign = [l for l in lines if not any(n in l for n in names) and "SWIFT_VERSION" not in l]
    print(f"   {p}: {len(lines)} lines changed, {len(foreign)} not about the created/deleted files" + ("".join("\n      " + l for l in foreign[:5])))
sh("git", "add", "-A"); sh("git", "-c", "user.email=a@b", "-c", "user.name=t", "commit", "-qm", "after")
r2 = sh(tool, "apply", "--only", only, "--ignore-deployment-target", ".", *extra)
st2 = sh("git", "status", "--porcelain").stdout.strip()
pb2 = [l for l in st2.splitlines() if l.endswith("pbxproj")]
print(f"   second run: exit {r2.returncode}, {len(st2.splitlines()) if st2 else 0} files changed, project files changed: {pb2}")
print(f"   RESULT {name}: {'all targets right' if bad == 0 else str(bad) + ' targets wrong'}")
