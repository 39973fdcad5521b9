#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""runmeta - write a truth.json's meta into the run database imported from its trace.

    runmeta.py TRUTH.json DB

truth.json's `meta` holds the meta rows a recording would have that an
import is not told (governor_tunables, from record's sysfs snapshot:
`pstate-trace import --meta` refuses it, one of the tool's own keys).
Nothing is written when it has none.  Python 3 standard library only.
"""
import json
import sqlite3
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split('\n\n')[1].strip())
    with open(sys.argv[1]) as f:
        meta = json.load(f).get('meta') or {}
    if not meta:
        return
    con = sqlite3.connect(sys.argv[2])
    con.executemany('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', sorted(meta.items()))
    con.commit()
    con.close()


if __name__ == '__main__':
    main()
