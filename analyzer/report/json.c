// SPDX-License-Identifier: GPL-2.0
/*
 * json.c - the report as JSON: its model (report/model.c) as it
 * is.  The keys are a stable interface (pstate-analyze(1), JSON OUTPUT);
 * add keys, never rename or remove them.
 */
#include "report/report.h"

void report_json(const struct rnode *m, FILE *f)
{
	struct json_writer jw;

	jw_init(&jw);
	rn_json(m, &jw);
	fputs(jw_text(&jw), f);
	jw_free(&jw);
}
