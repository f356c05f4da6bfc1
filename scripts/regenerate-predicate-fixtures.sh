#!/bin/sh
# Regenerates Tests/PredicateEvaluationTests/GeneratedPredicates.swift from
# Fixtures/predicate/evaluation-cases.txt, then compiles and evaluates the result.
set -eu
cd "$(dirname "$0")/.."
PREDICATE_FIXTURES_WRITE=1 swift test --filter 'PredicateKitTests.EvaluationFixtureTests'
swift test --filter PredicateEvaluationTests
