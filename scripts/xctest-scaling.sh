#!/usr/bin/env bash
# How the xctest migration scales inside one file: times `swift-migrate apply -` (stdin to stdout, so
# no diff printing) on generated files with N, 2N and 4N tests in one XCTestCase class (one-line tests,
# and tests of mixed shapes: XCTUnwrap, XCTAssertThrowsError, expectations, helpers, skips), and with
# N/10, 2N/10 and 4N/10 classes of ten tests in one file.
#
#   scripts/xctest-scaling.sh [--tests N] [--tool PATH]
#
# Exits 1 when a 4N run takes more than 6x its N run: linear is 4x; the quadratic code this guards
# against took 17x (one-line tests, 10,000 -> 40,000: 4.3 s -> 74.7 s).
set -euo pipefail
cd "$(dirname "$0")/.."

n=10000
tool=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tests) n="$2"; shift 2 ;;
    --tool) tool="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
if [ -z "$tool" ]; then
  swift build -c release --product swift-migrate >/dev/null
  tool="$(swift build -c release --show-bin-path)/swift-migrate"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# generate SHAPE COUNT FILE
generate() {
  awk -v shape="$1" -v count="$2" 'BEGIN {
    print "import XCTest\n@testable import SampleKit\n"
    if (shape == "classes") {
      for (c = 0; c < count / 10; c++) {
        printf "final class C%dTests: XCTestCase {\n", c
        for (t = 0; t < 10; t++) printf "    func testValue%d() { XCTAssertEqual(%d, %d) }\n", t, t, t
        print "}\n"
      }
      exit
    }
    print "final class BigTests: XCTestCase {\n    var calculator: Calculator!\n"
    print "    override func setUp() {\n        super.setUp()\n        calculator = Calculator()\n    }\n"
    print "    func check(_ value: Int, file: StaticString = #filePath, line: UInt = #line) {\n        XCTAssertEqual(value, value, file: file, line: line)\n    }\n"
    for (i = 0; i < count; i++) {
      k = shape == "simple" ? 0 : i % 5
      if (k == 0) printf "    func testValue%d() { XCTAssertEqual(%d, %d) }\n", i, i, i
      if (k == 1) printf "    func testDivision%d() {\n        XCTAssertThrowsError(try calculator.divide(%d, by: 0)) { error in\n            XCTAssertEqual(error as? CalculatorError, .divisionByZero)\n        }\n    }\n", i, i
      if (k == 2) printf "    func testLast%d() throws {\n        let value = try XCTUnwrap(calculator.lastResult)\n        XCTAssertGreaterThan(value, %d)\n    }\n", i, i
      if (k == 3) printf "    func testCallback%d() {\n        let done = expectation(description: \"done\")\n        DispatchQueue.global().async {\n            XCTAssertEqual(%d, %d)\n            done.fulfill()\n        }\n        wait(for: [done], timeout: 5)\n    }\n", i, i, i
      if (k == 4) printf "    func test_helper_%d() throws {\n        check(%d)\n        try XCTSkipIf(calculator.value == %d)\n    }\n", i, i, i
    }
    print "}"
  }' > "$3"
}

status=0
for shape in simple mixed classes; do
  line="$shape:"
  first=""
  for scale in 1 2 4; do
    count=$((n * scale))
    generate "$shape" "$count" "$work/$shape-$count.swift"
    start=$(date +%s.%N)
    "$tool" apply --ignore-deployment-target - < "$work/$shape-$count.swift" > "$work/out.swift" 2> "$work/err.txt"
    seconds=$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { printf "%.2f", end - start }')
    # The benchmark means nothing if the class stayed in XCTest.
    if grep -q "warning:" "$work/err.txt"; then echo "$shape: not converted:" >&2; grep -m3 "warning:" "$work/err.txt" >&2; exit 2; fi
    line="$line $count tests $seconds s;"
    if [ -z "$first" ]; then first=$seconds; else last=$seconds; fi
  done
  ratio=$(awk -v a="$first" -v b="$last" 'BEGIN { printf "%.1f", b / a }')
  echo "$line 4x tests: ${ratio}x time"
  if awk -v r="$ratio" 'BEGIN { exit !(r > 6) }'; then status=1; fi
done
exit $status
