// SPDX-License-Identifier: GPL-2.0
/*
 * report_json.c - the report as JSON: its model (report_model.c) as it
 * is.  The keys are a stable interface (pstate-analyze(1), JSON OUTPUT);
 * add keys, never rename or remove them.
 */
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "report.h"

int report_table_counts(struct analysis *a, struct table_count **out)
{
	sqlite3 *db = a->run->db;
	int windowed = a->opts->from_s >= 0 || a->opts->to_s >= 0;
	struct table_count *tc = NULL;
	sqlite3_stmt *st;
	int n = 0;

	/* The event tables are the ones with a seq column. */
	st = db_prepare(db, "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c "
			    "WHERE m.type = 'table' AND c.name = 'seq' ORDER BY m.rowid");
	if (!st)
		return 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		struct table_count *g = realloc(tc, (n + 1) * sizeof(*g));

		if (!g)
			break;
		tc = g;
		snprintf(tc[n].name, sizeof(tc[n].name), "%s", name);
		tc[n].count = windowed ? run_count(a->run, name, a->from, a->to) :
					 db_count(db, name);
		n++;
	}
	sqlite3_finalize(st);
	*out = tc;
	return n;
}

void report_json(struct analysis *a, FILE *f)
{
	struct rnode *m = report_model(a);
	struct json_writer jw;

	if (!m)
		return;
	jw_init(&jw);
	rn_json(m, &jw);
	fputs(jw_text(&jw), f);
	jw_free(&jw);
	rn_free(m);
}
