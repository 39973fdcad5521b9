// SPDX-License-Identifier: GPL-2.0
/*
 * findings.c - run every finding, then rank them by score (the share of
 * the workload's time or of the updates the mechanism touches).
 */
#include <stdlib.h>
#include <string.h>
#include "findings.h"

struct finding *finding_add(struct analysis *a, const char *id, double score)
{
	struct finding *f;

	if (a->nfindings == MAX_FINDINGS)
		return NULL;
	f = &a->findings[a->nfindings++];
	memset(f, 0, sizeof(*f));
	f->id = id;
	f->score = score;
	return f;
}

void finding_ev(struct finding *f, const char *key, double value, const char *unit)
{
	if (!f || f->nev == (int)(sizeof(f->ev) / sizeof(f->ev[0])))
		return;
	f->ev[f->nev].key = key;
	f->ev[f->nev].value = value;
	f->ev[f->nev].unit = unit ? unit : "";
	f->nev++;
}

static int by_score(const void *x, const void *y)
{
	const struct finding *a = x, *b = y;

	/* mode states the setup: always last */
	if (!strcmp(a->id, "mode") != !strcmp(b->id, "mode"))
		return !strcmp(a->id, "mode") ? 1 : -1;
	return a->score < b->score ? 1 : a->score > b->score ? -1 : 0;
}

void findings_run(struct analysis *a)
{
	finding_slow_path(a);
	finding_governor_delay(a);
	finding_pcc_write(a);
	finding_rate_limit(a);
	finding_low_request(a);
	finding_delivered_lag(a);
	finding_invariance(a);
	finding_remote_wakeup(a);
	finding_efficiency_floor(a);
	finding_mode(a);
	qsort(a->findings, a->nfindings, sizeof(a->findings[0]), by_score);
}
