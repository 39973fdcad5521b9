#!/usr/bin/env python3
"""schema_v1.py - run databases between schema versions 1 and 2, in SQL.

    schema_v1.py to-v1 V2.db V1.db   a version-1 copy of a version-2 run
    schema_v1.py to-v2 V1.db V2.db   a version-2 copy of a version-1 run

Version 1 is tests/fixtures/schema-v1/ (pstate.sql, indexes.sql), version
2 the repository's schema/.  to-v1 copies every table, the event tables
from the views of version 2 (version 1's columns, seq summed from
seq_gap); to-v2 interns each event's (pid, comm) and prev_state into task
and sched_state and stores seq as the gap to the table's row before.  The
other tables have the same columns in both.  An independent way from a
file of one version to the other: the analyzer must read both alike.
"""
import os
import sqlite3
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
V1 = os.path.join(TOP, 'tests', 'fixtures', 'schema-v1')
V2 = os.path.join(TOP, 'schema')


def create(path, schema_dir):
    if os.path.exists(path):
        os.unlink(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute('PRAGMA page_size = 8192')
    db.executescript(open(os.path.join(schema_dir, 'pstate.sql')).read())
    return db


def cols(db, schema, table):
    return [r[1] for r in db.execute('PRAGMA %s.table_info("%s")' % (schema, table))]


def q(name):
    return '"%s"' % name


def event_views(db):
    """the event tables of version 2, by their version-1 names (the views)"""
    return [r[0] for r in db.execute(
        "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c "
        "WHERE m.type = 'view' AND c.name = 'seq' ORDER BY m.rowid")]


def to_v1(src, dst):
    db = create(dst, V1)
    db.execute('ATTACH ? AS s', (src,))
    db.execute('BEGIN')
    events = event_views(sqlite3.connect(src))
    for (name,) in db.execute("SELECT name FROM main.sqlite_master WHERE type = 'table'").fetchall():
        c = cols(db, 'main', name)
        if name in events:
            order = ' ORDER BY seq'
        elif name == 'task':
            order = ' ORDER BY id'
        else:
            order = ' ORDER BY rowid'
        db.execute('DELETE FROM main.%s' % q(name))
        db.execute('INSERT INTO main.%s (%s) SELECT %s FROM s.%s%s' % (
            q(name), ', '.join(map(q, c)), ', '.join(map(q, c)), q(name), order))
    db.execute('COMMIT')
    db.executescript(open(os.path.join(V1, 'indexes.sql')).read())
    db.execute('UPDATE meta SET value = 1 WHERE key = ?', ('schema_version',))
    db.close()


def to_v2(src, dst):
    db = create(dst, V2)
    db.execute('ATTACH ? AS s', (src,))
    db.execute('BEGIN')
    events = event_views(db)
    v1_tables = [r[0] for r in db.execute("SELECT name FROM s.sqlite_master WHERE type = 'table'")]
    for (name,) in db.execute("SELECT name FROM main.sqlite_master WHERE type = 'table'").fetchall():
        if name.startswith('ev_') or name in ('task', 'sched_state') or name not in v1_tables:
            continue
        c = [x for x in cols(db, 'main', name) if x in cols(db, 's', name)]
        db.execute('DELETE FROM main.%s' % q(name))
        db.execute('INSERT INTO main.%s (%s) SELECT %s FROM s.%s ORDER BY rowid' % (
            q(name), ', '.join(map(q, c)), ', '.join(map(q, c)), q(name)))
    db.execute('INSERT INTO task (pid, comm, first_ts, last_ts) '
               'SELECT pid, comm, first_ts, last_ts FROM s.task ORDER BY rowid')
    db.execute('CREATE TEMP TABLE pair (pid, comm)')
    db.execute('CREATE INDEX task_pair ON task (pid, comm)')
    plans = []
    for name in events:
        ev = 'ev_' + name
        exprs = []
        for c in cols(db, 'main', ev):
            if c == 'seq_gap':
                exprs.append('seq - coalesce(lag(seq) OVER (ORDER BY rowid), 0)')
            elif c.endswith('task'):
                p = c[:-4]
                db.execute('INSERT INTO pair SELECT %spid, %scomm FROM s.%s' % (p, p, q(name)))
                exprs.append('CASE WHEN %(p)spid IS NULL AND %(p)scomm IS NULL THEN NULL ELSE '
                             '(SELECT min(id) FROM task t WHERE t.pid IS x.%(p)spid AND '
                             't.comm IS x.%(p)scomm) END' % {'p': p})
            elif c == 'prev_state':
                exprs.append('(SELECT id FROM sched_state p WHERE p.state = x.prev_state)')
            else:
                exprs.append('x.%s' % q(c))
        plans.append((ev, name, exprs))
    db.execute('INSERT INTO task (pid, comm) SELECT DISTINCT pid, comm FROM pair p '
               'WHERE (pid IS NOT NULL OR comm IS NOT NULL) AND NOT EXISTS '
               '(SELECT 1 FROM task t WHERE t.pid IS p.pid AND t.comm IS p.comm)')
    db.execute('INSERT INTO sched_state (state) SELECT DISTINCT prev_state FROM s.sched_switch '
               'WHERE prev_state IS NOT NULL')
    for ev, name, exprs in plans:
        db.execute('INSERT INTO main.%s SELECT %s FROM s.%s x ORDER BY rowid' % (
            q(ev), ', '.join(exprs), q(name)))
    db.execute('DROP INDEX task_pair')
    db.execute('COMMIT')
    db.executescript(open(os.path.join(V2, 'indexes.sql')).read())
    db.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', '2')")
    db.close()


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ('to-v1', 'to-v2'):
        sys.exit(__doc__)
    (to_v1 if sys.argv[1] == 'to-v1' else to_v2)(sys.argv[2], sys.argv[3])


main()
