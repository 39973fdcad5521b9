// SPDX-License-Identifier: GPL-2.0
/*
 * test_labels - DRIVER/GOVERNOR labels: split, short names, and the
 * column order of the bug report's six configurations however they come.
 */
#include "compare/labels.h"
#include "test.h"

static void test_split(void)
{
	static const struct {
		const char *label;
		int rc;
		const char *driver, *gov;
	} cases[] = {
		{ "acpi-cpufreq/ondemand", 0, "acpi-cpufreq", "ondemand" },
		{ "amd-pstate/schedutil", 0, "amd-pstate", "schedutil" },
		{ "amd-pstate-epp/powersave", 0, "amd-pstate-epp", "powersave" },
		{ "none/none", 1, NULL, NULL },         /* no cpufreq: not a governor */
		{ "base", 1, NULL, NULL },
		{ "/ondemand", 1, NULL, NULL },
		{ "a/b/ondemand", 1, NULL, NULL },
		{ "acpi cpufreq/ondemand", 1, NULL, NULL },
		{ "acpi-cpufreq/", 1, NULL, NULL },
		{ "acpi-cpufreq/schedutilx", 1, NULL, NULL },
	};
	unsigned int i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *d = NULL, *g = NULL;
		int rc = label_split(cases[i].label, &d, &g);

		T_EQ_INT(rc, cases[i].rc, "label_split '%s'", cases[i].label);
		if (!cases[i].rc) {
			T_EQ_STR(d, cases[i].driver, "label_split '%s': driver", cases[i].label);
			T_EQ_STR(g, cases[i].gov, "label_split '%s': governor", cases[i].label);
		}
		free(d);
		free(g);
	}
	T_EQ_STR(gov_short("schedutil"), "sugov", "schedutil is sugov");
	T_EQ_STR(gov_short("performance"), "perfgov", "performance is perfgov");
	T_EQ_STR(gov_short("ondemand"), "ondemand", "ondemand as it is");
	T_OK(gov_rank("ondemand") < gov_rank("schedutil") &&
		     gov_rank("schedutil") < gov_rank("performance") && gov_rank("x") < 0,
	     "gov_rank: ondemand, schedutil, performance; unknown -1");
}

/* order - @in (baseline first) through label_order; the result joined by spaces */
static void order(const char *const *in, int n, int keep, char *res, size_t len,
		  struct label_layout *l)
{
	char *v[16];
	size_t off = 0;
	int i;

	for (i = 0; i < n; i++)
		v[i] = (char *)in[i];
	res[0] = 0;
	if (label_order(v, n, keep, l) < 0) {
		snprintf(res, len, "ENOMEM");
		return;
	}
	for (i = 0; i < n; i++)
		off += snprintf(res + off, len - off, "%s%s", i ? " " : "", v[i]);
}

static void test_order(void)
{
	/* the six configurations in the order a sweep's files might come */
	static const char *const six[] = {
		"acpi-cpufreq/ondemand", "amd-pstate/performance", "acpi-cpufreq/schedutil",
		"amd-pstate/ondemand",   "acpi-cpufreq/performance", "amd-pstate/schedutil",
	};
	static const char *const six_sugov[] = {
		"amd-pstate/schedutil", "acpi-cpufreq/ondemand", "amd-pstate/performance",
		"acpi-cpufreq/schedutil", "amd-pstate/ondemand", "acpi-cpufreq/performance",
	};
	static const char *const other[] = { "base", "new", "amd-pstate/schedutil" };
	struct label_layout l;
	char res[512];

	order(six, 6, 0, res, sizeof(res), &l);
	T_EQ_STR(res, "acpi-cpufreq/ondemand acpi-cpufreq/schedutil acpi-cpufreq/performance "
		      "amd-pstate/ondemand amd-pstate/schedutil amd-pstate/performance",
		 "six configurations: by driver, the baseline's first, governors in order");
	T_OK(l.dg && l.ngroups == 2 && l.group[0].first == 0 && l.group[0].n == 3 &&
		     l.group[1].first == 3 && l.group[1].n == 3 &&
		     !strcmp(l.group[0].driver, "acpi-cpufreq") &&
		     !strcmp(l.group[1].driver, "amd-pstate"),
	     "six configurations: two groups of three, acpi-cpufreq then amd-pstate");
	T_OK(l.gov && !strcmp(l.gov[1], "schedutil") && !strcmp(l.gov[5], "performance"),
	     "six configurations: each column's governor");
	label_layout_free(&l);

	order(six_sugov, 6, 0, res, sizeof(res), &l);
	T_EQ_STR(res, "amd-pstate/schedutil amd-pstate/ondemand amd-pstate/performance "
		      "acpi-cpufreq/ondemand acpi-cpufreq/schedutil acpi-cpufreq/performance",
		 "baseline amd-pstate/schedutil: its group first, it first in the group");
	label_layout_free(&l);

	order(six, 6, 1, res, sizeof(res), &l);
	T_EQ_STR(res, "acpi-cpufreq/ondemand acpi-cpufreq/schedutil acpi-cpufreq/performance "
		      "amd-pstate/performance amd-pstate/ondemand amd-pstate/schedutil",
		 "--labels order: grouped by driver, the given order within a group");
	label_layout_free(&l);

	order(other, 3, 0, res, sizeof(res), &l);
	T_EQ_STR(res, "base new amd-pstate/schedutil", "other labels: order unchanged");
	T_OK(!l.dg && l.ngroups == 1 && l.group[0].n == 3 && !l.group[0].driver && !l.gov,
	     "other labels: one group, no driver");
	label_layout_free(&l);

	order(six, 1, 0, res, sizeof(res), &l);
	T_OK(l.dg && l.ngroups == 1 && l.group[0].n == 1, "one label: one group of one");
	label_layout_free(&l);
}

/* heads - the headings of @n labels laid out, space-separated */
static void heads(const char *const *in, int n, char *res, size_t len)
{
	struct label_layout l;
	char *v[16], buf[16];
	size_t off = 0;
	int i;

	for (i = 0; i < n; i++)
		v[i] = (char *)in[i];
	res[0] = 0;
	if (label_order(v, n, 0, &l) < 0)
		return;
	for (i = 0; i < n && off < len; i++)
		off += snprintf(res + off, len - off, "%s%s", i ? " " : "",
				label_head(&l, v, i, buf, sizeof(buf)));
	label_layout_free(&l);
}

static void test_heads(void)
{
	static const char *const six[] = {
		"acpi-cpufreq/ondemand", "amd-pstate/performance", "acpi-cpufreq/schedutil",
		"amd-pstate/ondemand",   "acpi-cpufreq/performance", "amd-pstate/schedutil",
	};
	/* the report's bug: [1], [2], [3], [5], two labels as they are */
	static const char *const mixed[] = { "amd-pstate-epp/powersave-balance", "base",
					     "a-label-of-twenty-one", "new",
					     "a-label-of-twenty-c" };
	static const char *const short_ones[] = { "base", "new", "a-label-of-twenty-ch" };
	char res[256];

	heads(six, 6, res, sizeof(res));
	T_EQ_STR(res, "ondemand sugov perfgov ondemand sugov perfgov",
		 "heads: DRIVER/GOVERNOR: the governors' short names");
	heads(mixed, 5, res, sizeof(res));
	T_EQ_STR(res, "[1] [2] [3] [4] [5]",
		 "heads: a label too long for its column: every column numbered, in order");
	heads(short_ones, 3, res, sizeof(res));
	T_EQ_STR(res, "base new a-label-of-twenty-ch",
		 "heads: labels of at most %d characters head their columns", LABEL_HEAD_MAX);
}

int main(void)
{
	test_split();
	test_order();
	test_heads();
	T_DONE();
}
