// SPDX-License-Identifier: GPL-2.0
/*
 * report_json.c - the report as JSON: its model (report_model.c) as it
 * is.  The keys are a stable interface (pstate-analyze(1), JSON OUTPUT);
 * add keys, never rename or remove them.
 */
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "evmap.h"
#include "report.h"

int report_table_counts(struct analysis *a, struct table_count **out)
{
	sqlite3 *db = a->run->db;
	int windowed = a->opts->from_s >= 0 || a->opts->to_s >= 0;
	struct table_count *tc = calloc(NR_TABLES, sizeof(*tc));
	int i, n = 0;

	*out = tc;
	if (!tc)
		return 0;
	for (i = 0; i < NR_TABLES; i++) {
		const char *name = evmap_tables[i].table;
		long long count = windowed ? run_count(a->run, name, a->from, a->to) :
					     db_count(db, name);

		if (count < 0) /* not in this database */
			continue;
		snprintf(tc[n].name, sizeof(tc[n].name), "%s", name);
		tc[n++].count = count;
	}
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
