#!/usr/bin/env python3
"""Reads a swift-migrate SARIF log with an independent reader, the sarif-pydantic package
(pip install sarif-pydantic==0.6.2, what .ci/run installs), and compares it with the same run's JSON report.

    scripts/sarif-read.py LOG.sarif REPORT.json

LOG.sarif is `swift-migrate diff|scan|assess … --format sarif`, REPORT.json the same run with
`--format json` (for assess: `assess --per-file --format json`). Checks:
- the log loads into sarif-pydantic's model (version 2.1.0, one run, a driver with rules);
- no key anywhere that the model does not know, except the SARIF 2.1.0 properties it leaves out
  (`columnKind`, `toolExecutionNotifications`), so a misspelt key is caught;
- every result's ruleIndex names its ruleId, every level is SARIF's;
- the results other than engine.rewrite are exactly the report's diagnostics (rule, level,
  path, line, message), each once; one engine.rewrite result per changed file.
Prints one line of counts and exits 0, or prints what differs and exits 1.
"""
import collections
import importlib.metadata
import json
import sys
import urllib.parse

import pydantic
import sarif_pydantic

# SARIF 2.1.0 properties sarif-pydantic 0.6 does not model (section 3.14.17, 3.20.21).
SPEC_KEYS_NOT_MODELLED = {"columnKind", "toolExecutionNotifications"}


def unknown_keys(model, path="$"):
    """Keys the model kept as extras, anywhere in the tree."""
    found = []
    if isinstance(model, pydantic.BaseModel):
        for key in (model.model_extra or {}):
            if key not in SPEC_KEYS_NOT_MODELLED:
                found.append(f"{path}.{key}")
        for name in type(model).model_fields:
            found += unknown_keys(getattr(model, name), f"{path}.{name}")
    elif isinstance(model, (list, tuple)):
        for i, item in enumerate(model):
            found += unknown_keys(item, f"{path}[{i}]")
    elif isinstance(model, dict):
        for key, item in model.items():
            found += unknown_keys(item, f"{path}.{key}")
    return found


def main(log_path, report_path):
    problems = []
    log = sarif_pydantic.load(log_path)
    if log.version != "2.1.0" or len(log.runs) != 1:
        problems.append(f"version {log.version}, {len(log.runs)} runs")
    run = log.runs[0]
    problems += [f"unknown key {key}" for key in unknown_keys(log)]
    driver = run.tool.driver
    rules = [rule.id for rule in driver.rules or []]
    if driver.name != "swift-migrate" or not driver.version or not driver.information_uri:
        problems.append("driver without name, version or informationUri")
    if len(set(rules)) != len(rules):
        problems.append("a rule described twice")

    report = json.load(open(report_path))
    expected = collections.Counter()
    for file in report["files"]:
        for d in file["diagnostics"]:
            expected[(d["rule"], d["severity"], d["path"], d["line"], d["message"])] += 1
    changed = {f["path"] for f in report["files"] if f["status"] in ("changed", "created", "deleted")}

    found = collections.Counter()
    rewritten = collections.Counter()
    for result in run.results or []:
        if result.rule_index is None or rules[result.rule_index] != result.rule_id:
            problems.append(f"ruleIndex {result.rule_index} does not name {result.rule_id}")
        location = result.locations[0].physical_location
        if location.artifact_location.uri_base_id != "%SRCROOT%":
            problems.append(f"{location.artifact_location.uri}: not relative to %SRCROOT%")
        path = urllib.parse.unquote(location.artifact_location.uri)
        if result.rule_id == "engine.rewrite":
            rewritten[path] += 1
            continue
        line = location.region.start_line if location.region else 0
        found[(result.rule_id, result.level.value, path, line, result.message.text)] += 1

    for key in (expected - found):
        problems.append(f"missing {key}")
    for key in (found - expected):
        problems.append(f"extra {key}")
    if set(rewritten) != changed or any(count != 1 for count in rewritten.values()):
        problems.append(f"rewrite results {dict(rewritten)} for changed files {sorted(changed)}")

    if problems:
        print("\n".join(problems))
        return 1
    print(f"sarif-pydantic {importlib.metadata.version('sarif-pydantic')}: "
          f"{len(rules)} rules, {sum(found.values())} diagnostics, {sum(rewritten.values())} rewrites")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
