// SPDX-License-Identifier: GPL-2.0
/*
 * evidence.c - what every finding uses: its criteria judged and put in
 * words, the finding added to the analysis with its evidence.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "doc.h"
#include "findings/findings.h"

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
