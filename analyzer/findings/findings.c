// SPDX-License-Identifier: GPL-2.0
/*
 * findings.c - the table of findings, their criteria judged, then ranked by
 * score (the share of the workload's time or of the updates the mechanism
 * touches), those that go last after the others.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "doc.h"
#include "findings/findings.h"

const struct finding_def *const findings_table[] = {
	&finding_slow_path,	&finding_governor_delay, &finding_pcc_write,
	&finding_rate_limit,	&finding_low_request,	 &finding_delivered_lag,
	&finding_invariance,	&finding_remote_wakeup,	 &finding_efficiency_floor,
	&finding_mode,		NULL,
};

int criterion_holds(const struct criterion *k, double v)
{
	switch (k->op) {
	case CRIT_LT:
		return v < k->value;
	case CRIT_LE:
		return v <= k->value;
	case CRIT_GE:
		return v >= k->value;
	case CRIT_GT:
		return v > k->value;
	}
	return 0;
}

int criterion_holds_scaled(const struct criterion *k, double num, double den)
{
	double t = k->value * den;

	switch (k->op) {
	case CRIT_LT:
		return num < t;
	case CRIT_LE:
		return num <= t;
	case CRIT_GE:
		return num >= t;
	case CRIT_GT:
		return num > t;
	}
	return 0;
}

const char *metric_format(enum metric_unit unit, double v, char *buf, size_t n)
{
	if (isnan(v)) {
		snprintf(buf, n, "n/a");
		return buf;
	}
	switch (unit) {
	case U_COUNT:
		if (v == floor(v) && v >= 0 && v < 1e15)
			doc_group((unsigned long long)v, buf, n);
		else
			snprintf(buf, n, "%.4g", v);
		break;
	case U_SHARE:
		/* a small share keeps two significant digits: 0.0042 is 0.42% */
		snprintf(buf, n, v && fabs(v) < 0.01 ? "%.2g%%" : "%.1f%%", 100 * v);
		break;
	case U_RATIO:
		snprintf(buf, n, fabs(v) >= 100 ? "%.1f" : "%.3f", v);
		break;
	case U_US:
		snprintf(buf, n, "%.1f us", v);
		break;
	case U_PER_S:
		snprintf(buf, n, "%.1f/s", v);
		break;
	}
	return buf;
}

const char *criterion_text(const struct criterion *k, char *buf, size_t n)
{
	static const char *const ops[] = {
		[CRIT_LT] = "<", [CRIT_LE] = "<=", [CRIT_GE] = ">=", [CRIT_GT] = ">",
	};
	static const char *const units[] = {
		[U_COUNT] = "", [U_SHARE] = "%", [U_RATIO] = "", [U_US] = " us", [U_PER_S] = "/s",
	};
	double v = k->unit == U_SHARE ? 100 * k->value : k->value;

	snprintf(buf, n, "%s %s %g%s", k->what, ops[k->op], v, units[k->unit]);
	return buf;
}

const struct finding_def *finding_by_id(const char *id)
{
	int i;

	for (i = 0; findings_table[i]; i++)
		if (!strcmp(findings_table[i]->id, id))
			return findings_table[i];
	return NULL;
}

int finding_holds(const struct finding_def *def, const double *v)
{
	int i;

	if (def->holds)
		return def->holds(def->criteria, v);
	for (i = 0; i < def->ncriteria; i++)
		if (def->criteria[i].scope == CRIT_RUN && !criterion_holds(&def->criteria[i], v[i]))
			return 0;
	return 1;
}

int finding_judge(const struct finding_def *def, const struct analysis *a, double *v)
{
	int i;

	for (i = 0; i < FINDING_MAX_CRITERIA; i++)
		v[i] = NAN;
	if (!def->measure(a, def->criteria, v))
		return 0;
	return finding_holds(def, v);
}

struct finding *finding_add(struct analysis *a, const struct finding_def *def, double score,
			    const char *why, ...)
{
	struct finding *f;
	va_list ap;

	if (a->nfindings == MAX_FINDINGS)
		return NULL;
	f = &a->findings[a->nfindings++];
	memset(f, 0, sizeof(*f));
	f->def = def;
	f->id = def->id;
	f->title = def->title;
	f->score = score;
	va_start(ap, why);
	vsnprintf(f->why, sizeof(f->why), why, ap);
	va_end(ap);
	return f;
}

void finding_ev(struct finding *f, const char *key, const char *what, double value,
		enum metric_unit unit)
{
	if (!f || f->nev == (int)(sizeof(f->ev) / sizeof(f->ev[0])))
		return;
	f->ev[f->nev].key = key;
	f->ev[f->nev].what = what;
	f->ev[f->nev].value = value;
	f->ev[f->nev].unit = unit;
	f->nev++;
}

void finding_ev_dist(struct finding *f, const char *const keys[5], const char *what,
		     struct dist *d)
{
	static const char *const words[] = { "p50", "p90", "p99", "max" };
	struct dist_summary s;
	int i, have = dist_summarize(d, &s) == 0;
	const double us[] = { have ? (double)s.p50 / 1e3 : NAN, have ? (double)s.p90 / 1e3 : NAN,
			      have ? (double)s.p99 / 1e3 : NAN, have ? (double)s.max / 1e3 : NAN };

	finding_ev(f, keys[0], what, have ? (double)s.count : 0, U_COUNT);
	for (i = 0; i < 4; i++)
		finding_ev(f, keys[i + 1], words[i], us[i], U_US);
}

static int by_score(const void *x, const void *y)
{
	const struct finding *a = x, *b = y;

	if (a->def->last != b->def->last)
		return a->def->last ? 1 : -1;
	return a->score < b->score ? 1 : a->score > b->score ? -1 : 0;
}

void findings_run(struct analysis *a)
{
	double v[FINDING_MAX_CRITERIA];
	int i;

	for (i = 0; findings_table[i]; i++)
		if (finding_judge(findings_table[i], a, v))
			findings_table[i]->add(a, findings_table[i], v);
	qsort(a->findings, a->nfindings, sizeof(a->findings[0]), by_score);
}
