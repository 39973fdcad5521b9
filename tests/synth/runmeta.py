#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""runmeta - write a truth.json's meta (and cpu rows) into the run database imported from its trace.

    runmeta.py TRUTH.json DB

truth.json's `meta` holds the meta rows a recording would have that an
import is not told (governor_tunables, from record's sysfs snapshot:
`pstate-trace import --meta` refuses it, one of the tool's own keys).
Its `cpu_rows` ({"CPU": {column: value}}) the cpu columns of that snapshot
an import is not told either (energy_performance_preference,
scaling_min_khz, scaling_max_khz of an amd-pstate-epp run).
Nothing is written when it has none.  Python 3 standard library only.
"""
import json
import sqlite3
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split('\n\n')[1].strip())
    with open(sys.argv[1]) as f:
        t = json.load(f)
    meta, rows = t.get('meta') or {}, t.get('cpu_rows') or {}
    if not meta and not rows:
        return
    con = sqlite3.connect(sys.argv[2])
    con.executemany('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', sorted(meta.items()))
    for cpu, cols in sorted(rows.items()):
        for k, v in sorted(cols.items()):
            # the names are truth.json's own, a fixed set: no user's text
            con.execute('UPDATE cpu SET "%s" = ? WHERE cpu = ?' % k, (v, int(cpu)))
    con.commit()
    con.close()


if __name__ == '__main__':
    main()
