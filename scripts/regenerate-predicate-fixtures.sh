#!/bin/sh
# Regenerates Tests/PredicateEvaluationTests/GeneratedPredicates.swift from
# Fixtures/predicate-kit/evaluation-cases.txt, then compiles and evaluates the result.
set -eu
cd "$(dirname "$0")/.."
generated=Tests/PredicateEvaluationTests/GeneratedPredicates.swift
# `swift test` builds every test target: start from an empty file so that a stale or broken
# one cannot stop its own regeneration.
printf 'enum GeneratedPredicates {}\nlet evaluationCases: [EvaluationCase] = []\n' > "$generated"
PREDICATE_FIXTURES_WRITE=1 swift test --filter 'PredicateKitTests.EvaluationFixtureTests'
swift test --filter PredicateEvaluationTests
