#!/usr/bin/env bash
# Runs migrations one at a time on a git repository and commits each separately, so every step can
# be reviewed, bisected or reverted on its own.
#
#   scripts/staged-migrate.sh [--repo DIR] [--test 'CMD'] [--tool PATH] MIGRATION… [-- PATH…]
#
#   --repo DIR   the repository to migrate (default: the current directory)
#   --test CMD   run CMD (in DIR) after each migration; stop at the first failure, leaving that
#                step's changes uncommitted for inspection
#   --tool PATH  the swift-migrate executable (default: swift-migrate on PATH)
#   --check-build[=CMD], --check-tests[=CMD]
#                passed to `apply`: each step is built (and tested) and what breaks is backed
#                out before the commit (see `swift-migrate apply --help`)
#   PATH…        what to migrate, relative to DIR (default: all of DIR)
#
# The working tree must be clean to start. Each commit message names the migration and its counts.
set -euo pipefail

repo="."
test_command=""
tool="swift-migrate"
apply_args=()
migrations=()
paths=()
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift 2 ;;
    --test) test_command="$2"; shift 2 ;;
    --tool) tool="$2"; shift 2 ;;
    --check-build|--check-build=*|--check-tests|--check-tests=*) apply_args+=("$1"); shift ;;
    --) shift; paths=("$@"); break ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) migrations+=("$1"); shift ;;
  esac
done
[ ${#migrations[@]} -gt 0 ] || { echo "error: name at least one migration (see: swift-migrate list)" >&2; exit 2; }
[ ${#paths[@]} -gt 0 ] || paths=(".")
case "$tool" in /*) ;; */*) tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")" ;; esac

cd "$repo"
git rev-parse --git-dir >/dev/null 2>&1 || { echo "error: $repo is not a git repository" >&2; exit 2; }
if [ -n "$(git status --porcelain)" ]; then
  echo "error: $repo has uncommitted changes; commit or stash them first" >&2
  exit 2
fi

for migration in "${migrations[@]}"; do
  echo "== $migration"
  log="$(mktemp)"
  status=0
  "$tool" apply --only "$migration" ${apply_args[@]+"${apply_args[@]}"} "${paths[@]}" 2> "$log" || status=$?
  cat "$log" >&2
  summary="$(tail -n 1 "$log")"
  rm -f "$log"
  # 3: some file could not be read, migrated safely or written. Committing the rest would hide
  # that, and "nothing to change" would be a lie: stop, leaving the changes for inspection.
  if [ "$status" -ne 0 ]; then
    echo "error: swift-migrate exited with $status during $migration; its changes (if any) are left uncommitted for inspection" >&2
    exit "$status"
  fi
  if [ -z "$(git status --porcelain)" ]; then
    echo "   nothing to change"
    continue
  fi
  if [ -n "$test_command" ]; then
    echo "   testing: $test_command"
    if ! sh -c "$test_command"; then
      echo "error: tests failed after $migration; its changes are left uncommitted for inspection" >&2
      exit 1
    fi
  fi
  git add -A -- "${paths[@]}"
  git commit -q -m "swift-migrate: $migration" -m "$summary"
  echo "   committed: $summary"
done
