#!/usr/bin/env python3
"""The learner's clock (issue 38), measured side by side; Docs/performance.md keeps the figures.

Not a CI check: a timing needs a quiet machine, and CI is not one. Run it from the workshop's
root with nothing else running:

    python3 .ci/learner-clock.py [SAVES]

It prints, and appends to /tmp/learner-clock.log:
  1. three warm `swift test` runs here (after one `swift build --build-tests`);
  2. a fresh clone's `swift run tour`, then its first `swift run learn check 1`;
  3. the loop three ways, SAVES saves of exercise 01's stub each (9 unless given): the watcher
     (`swift run learn` left running, save, then its verdict), `.build/debug/learn check 1`,
     and `swift run learn check 1` typed each time;
  4. what `swift run` costs with nothing to build: a one-target package, and the workshop's
     `swift run learn help`.
Every sample of 3 and 4 is alternated with a save and `swift test` in an empty package
(`swift package init --type library`), the yardstick the goal names. All commands are started
from this one process, so none pays for a changed environment (SwiftPM plans a package again
when its environment differs from the last run's).
"""
import datetime
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAVES = int(sys.argv[1]) if len(sys.argv) > 1 else 9
WORK = tempfile.mkdtemp(prefix='learner-clock-')
CLONE, EMPTY, TINY = (os.path.join(WORK, name) for name in ('clone', 'empty', 'tiny'))
STUB = os.path.join(CLONE, 'Exercises/01-money-subtracting/Sources/Money.swift')
ENV = {k: v for k, v in os.environ.items() if k not in ('DDDWORKSHOP_TEST_DATABASE_URL', 'DATABASE_URL')}
LOG = open('/tmp/learner-clock.log', 'a')


def say(text):
    print(text, flush=True)
    LOG.write(text + '\n')
    LOG.flush()


def timed(command, folder):
    """Wall seconds and CPU seconds (user + system) of one command, its output thrown away."""
    before = os.times()
    start = time.monotonic()
    subprocess.run(command, cwd=folder, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def save(path, mark):
    with open(path, 'a') as file:
        file.write(f'// learner-clock {mark}\n')


def empty_sample(mark):
    save(os.path.join(EMPTY, 'Sources/Empty/Empty.swift'), mark)
    return timed(['swift', 'test'], EMPTY)[0]


def row(name, ours, empty):
    a, b = statistics.median(ours), statistics.median(empty)
    say(f'{name}: ' + ', '.join(f'{x:.2f}' for x in ours) + ' ÷ empty ' +
        ', '.join(f'{x:.2f}' for x in empty) + f': medians {a:.2f} ÷ {b:.2f} = {a / b:.2f}×')


def watcher_loop():
    """Save, then wait for the watcher's next verdict in its output."""
    output = os.path.join(WORK, 'watcher.out')
    with open(output, 'w') as sink:
        watcher = subprocess.Popen(['swift', 'run', 'learn'], cwd=CLONE, env=ENV, stdin=subprocess.PIPE,
                                   stdout=sink, stderr=subprocess.STDOUT)

    def verdicts():
        with open(output, errors='replace') as file:
            return file.read().count('Not yet')

    deadline = time.monotonic() + 300
    while verdicts() == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1)
    ours, empty = [], []
    for i in range(SAVES):
        seen = verdicts()
        save(STUB, f'w{i}')
        start = time.monotonic()
        while verdicts() == seen and time.monotonic() - start < 120:
            time.sleep(0.002)
        ours.append(time.monotonic() - start)
        time.sleep(0.5)
        empty.append(empty_sample(f'w{i}'))
        time.sleep(0.5)
    watcher.stdin.close()
    watcher.terminate()
    watcher.wait()
    row("the README's loop: the watcher, save -> verdict", ours, empty)


def command_loop(name, command):
    ours, empty = [], []
    for i in range(SAVES):
        save(STUB, f'{name}{i}')
        ours.append(timed(command, CLONE)[0])
        empty.append(empty_sample(f'{name}{i}'))
    row(f'save, then {" ".join(command).replace(CLONE + "/", "")}', ours, empty)


def main():
    say(f'start {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M:%S} UTC, load {os.getloadavg()}, '
        f'{subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()}')
    timed(['swift', 'build', '--build-tests'], ROOT)
    warm = [timed(['swift', 'test'], ROOT) for _ in range(3)]
    say('warm swift test: ' + ', '.join(f'{w:.1f} s (CPU {c:.1f} s)' for w, c in warm) +
        f': median {statistics.median(w for w, _ in warm):.1f} s')
    subprocess.run(['git', 'clone', '-q', ROOT, CLONE], check=True)
    tour = timed(['swift', 'run', 'tour'], CLONE)
    time.sleep(5)
    first = timed(['swift', 'run', 'learn', 'check', '1'], CLONE)
    say(f'fresh clone: swift run tour {tour[0]:.1f} s, then the first swift run learn check 1 '
        f'{first[0]:.1f} s (CPU {first[1]:.1f} s)')
    for folder, kind, name in ((EMPTY, 'library', 'Empty'), (TINY, 'executable', 'tiny')):
        os.makedirs(folder)
        subprocess.run(['swift', 'package', 'init', '--type', kind, '--name', name], cwd=folder, env=ENV,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        timed(['swift', 'build', '--build-tests'], folder)
    # The first save after a clean checkout makes SwiftPM evaluate both manifests again (its
    # cache keys on the tree's state): one check absorbs that before the samples.
    save(STUB, 'warm-up')
    timed(['swift', 'run', 'learn', 'check', '1'], CLONE)
    watcher_loop()
    command_loop('direct', [os.path.join(CLONE, '.build/debug/learn'), 'check', '1'])
    command_loop('typed', ['swift', 'run', 'learn', 'check', '1'])
    tiny, root, empty = [], [], []
    timed(['swift', 'run', 'tiny'], TINY)
    timed(['swift', 'run', 'learn', 'help'], CLONE)
    for i in range(SAVES):
        tiny.append(timed(['swift', 'run', 'tiny'], TINY)[0])
        root.append(timed(['swift', 'run', 'learn', 'help'], CLONE)[0])
        empty.append(empty_sample(f'floor{i}'))
    row('swift run, nothing to build, a one-target package', tiny, empty)
    row('swift run learn help, nothing to build, the workshop', root, empty)
    say(f'end {datetime.datetime.now(datetime.timezone.utc):%H:%M:%S} UTC, load {os.getloadavg()}; scratch in {WORK}')


if __name__ == '__main__':
    main()
