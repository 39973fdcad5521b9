// SPDX-License-Identifier: GPL-2.0
/*
 * json.c - the report as JSON: its model (report/model.c) as it
 * is.  The keys are a stable interface (pstate-analyze(1), JSON OUTPUT);
 * add keys, never rename or remove them.
 */
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "evmap.h"
#include "msg.h"
#include "report/report.h"

int report_table_counts(struct analysis *a, struct table_count **out)
{
	int windowed = a->opts->from_s >= 0 || a->opts->to_s >= 0;
	struct table_count *tc = calloc(NR_TABLES, sizeof(*tc));
	int i;

	*out = tc;
	if (!tc) {
		pt_err("%s: out of memory", a->run->path);
		return -1;
	}
	for (i = 0; i < NR_TABLES; i++) {
		const char *name = evmap_tables[i].table;
		long long count = run_count(a->run, name, windowed ? a->from : 0,
					    windowed ? a->to : UINT64_MAX);

		if (count < 0) {
			free(tc);
			*out = NULL;
			return -1;
		}
		snprintf(tc[i].name, sizeof(tc[i].name), "%s", name);
		tc[i].count = count;
	}
	return NR_TABLES;
}

void report_json(const struct rnode *m, FILE *f)
{
	struct json_writer jw;

	jw_init(&jw);
	rn_json(m, &jw);
	fputs(jw_text(&jw), f);
	jw_free(&jw);
}
