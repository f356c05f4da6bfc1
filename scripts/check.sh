#!/usr/bin/env bash
# Style check: swift-format (it ships with the toolchain) in lint mode over Sources and Tests, with
# the repository's .swift-format (160 columns). Fix what it reports with:
#
#   scripts/check.sh --fix
#
# Tests/PredicateEvaluationTests/GeneratedPredicates.swift is generated
# (scripts/regenerate-predicate-fixtures.sh) and left as the generator writes it.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' | grep -v '^Tests/PredicateEvaluationTests/GeneratedPredicates.swift$')

if [ "${1:-}" = "--fix" ]; then
  swift format format --configuration .swift-format --in-place "${files[@]}"
  exit 0
fi
swift format lint --strict --configuration .swift-format "${files[@]}"
echo "swift-format: ${#files[@]} files clean"
