// SPDX-License-Identifier: GPL-2.0
/*
 * compare.c - pstate-analyze compare: the command.  Its model (the runs,
 * their cells and WHY) is in compare/ (compare.h), its printers there too
 * (out.c, why_out.c).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "analyze_cmds.h"
#include "compare/compare.h"
#include "findings/findings.h"
#include "options.h"
#include "pass/queries.h"
#include "db.h"
#include "msg.h"
#include "strbuf.h"

enum { OPT_NOISE = 256, OPT_FORMAT, OPT_COMM, OPT_STRICT };

static const char compare_usage[] =
	"usage: pstate-analyze compare [options] DB...\n"
	"\n"
	"Compare runs (pstate-trace record, scripts/sweep) by label, as bug reports\n"
	"do: the ratio of each label to the baseline for each benchmark's metric\n"
	"and for performance per watt, the detail by parameter value, the tracing\n"
	"overhead, the analyzer's key metrics of each label, and WHY: for each\n"
	"ratio worse than the baseline's beyond noise, the mechanisms whose\n"
	"metrics changed against the baseline's, most important first.\n"
	"\n"
	"      --baseline LABEL  the column the others are divided by (default:\n"
	"                        the first label seen)\n"
	"      --labels LIST     only these labels, in this order (a,b,c; a comma\n"
	"                        of a label is \\, and a backslash \\\\)\n"
	"      --noise PCT       without repeats, ratios within PCT% of 1 are\n"
	"                        noise (0 <= PCT < 100, default 2)\n"
	"      --comm REGEX      the workload's tasks are those whose comm matches\n"
	"                        (for imported traces; default: the recorded\n"
	"                        command and its children)\n"
	"      --strict          compare nothing when a label's runs come from\n"
	"                        machines that differ (host, kernel release, CPU\n"
	"                        model, CPU count) or a run's own driver/governor\n"
	"                        is not its DRIVER/GOVERNOR label's\n"
	"      --format FMT      text (default), markdown or json\n"
	"  -o, --output FILE     write to FILE instead of stdout (never a DB,\n"
	"                        never through a symbolic link)\n"
	"      --no-cache        analyse every traced run now: the cache of their\n"
	"                        analyses is neither read nor written\n"
	"  -v, --verbose         say how many runs came from the cache\n"
	"  -h, --help            this help\n"
	"\n"
	"Runs are grouped by the meta rows label, benchmark and param_value;\n"
	"repeats are averaged.  The metric is the workload_result row with\n"
	"main = 1, else `elapsed`.  For each parameter value, ratio = mean(label)\n"
	"/ mean(baseline); a table cell is the geometric mean of those ratios\n"
	"over the parameter values both labels ran.  Perf-per-watt is metric /\n"
	"average watts, or 1 / (metric x watts) when lower is better.  Labels\n"
	"DRIVER/GOVERNOR are grouped by driver, the governors beneath.\n"
	"\n"
	"The ratios come from the light runs (record --counters-only) of each\n"
	"configuration (label, benchmark, value), from its traced runs when it has\n"
	"no light run (marked ^); the key metrics and WHY from the traced runs.\n"
	"~ marks a ratio within noise: when every configuration has 2 or more\n"
	"runs, when the 95% interval of the ratio contains 1 (delta method on\n"
	"the log of the means, Welch-Satterthwaite degrees of freedom, t\n"
	"quantile); otherwise when it is within --noise of 1.  N/A: no run of\n"
	"that configuration (or no energy, for perf-per-watt).  Runs whose\n"
	"workload failed or was interrupted, whose metric is not a positive\n"
	"number, or whose parameter value is nan or infinite are left out, with\n"
	"a warning, and so is a database that is the same run as one before it\n"
	"(the same file, or the same meta identity).  Each run's analysis is kept\n"
	"in $XDG_CACHE_HOME/pstate-trace/compare.db (else ~/.cache/...), by the\n"
	"file's identity and content, the program's build and --comm: a run seen\n"
	"before is not analysed again.  MACHINE has the context of\n"
	"each label's runs (meta); a label whose runs differ in host, kernel\n"
	"release, CPU model or CPU count, and a run whose own driver or governor\n"
	"is not its label's, are said on stderr and in RUNS.\n"
	"\n"
	"Exit status: 0; 1 when a database cannot be read (not a pstate-trace\n"
	"database, a newer schema) or nothing is left to compare; 2 on a usage\n"
	"error (also an unknown or empty --baseline or --labels); 3 when --strict\n"
	"refuses the runs (nothing printed).  See\n"
	"pstate-analyze(1), which has the WHY's rule.\n";

int cmd_compare(int argc, char **argv)
{
	static const struct option opts[] = {
		CMP_LONG_OPTIONS,
		{ "noise", required_argument, NULL, OPT_NOISE },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "comm", required_argument, NULL, OPT_COMM },
		{ "strict", no_argument, NULL, OPT_STRICT },
		{ "output", required_argument, NULL, 'o' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct cmp_opts co = { .noise = 0.02 };
	const char *output = NULL;
	enum doc_format fmt = DOC_TEXT;
	int json = 0;
	struct cmp c = { 0 };
	struct out out;
	int ch, rc, ret = 2;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:vh", opts, NULL)) != -1) {
		if (cmp_option(&co, ch, optarg))
			continue;
		switch (ch) {
		case OPT_NOISE:
			if (cmp_parse_noise(optarg, &co.noise) < 0)
				return 2;
			break;
		case OPT_COMM: {
			regex_t re;

			if (regcomp(&re, optarg, REG_EXTENDED | REG_NOSUB)) {
				pt_err("--comm: '%s' is not a regular expression", optarg);
				return 2;
			}
			regfree(&re);
			co.comm = optarg;
			break;
		}
		case OPT_STRICT:
			co.strict = 1;
			break;
		case OPT_FORMAT:
			json = doc_format_arg(optarg, &fmt);
			if (json < 0)
				return 2;
			break;
		case 'o':
			output = optarg;
			break;
		case 'v':
			co.verbose = 1;
			break;
		case 'h':
			fputs(compare_usage, stdout);
			return 0;
		default:
			fputs(compare_usage, stderr);
			return 2;
		}
	}
	if (optind >= argc) {
		pt_err("compare: no databases given (pstate-analyze compare results/*/*.db)");
		return 2;
	}
	rc = out_check(output, argv + optind, argc - optind);
	if (rc < 0)
		return rc == -2 ? 2 : 1;
	rc = cmp_load(&c, argv + optind, argc - optind, &co);
	if (rc < 0) {
		ret = rc == -2 ? 2 : 1;
		goto out_free;
	}
	if (co.strict && (c.nmixed || c.contradicted)) {
		int i, nl = 0;

		/* c.mixed is in label order: a label's keys together */
		for (i = 0; i < c.nmixed; i++)
			nl += !i || c.mixed[i].label != c.mixed[i - 1].label;
		pt_err("compare: --strict: %d label%s with runs of machines that differ, %d run%s "
		       "not of %s label (said above): nothing compared", nl, nl == 1 ? "" : "s",
		       c.contradicted, c.contradicted == 1 ? "" : "s",
		       c.contradicted == 1 ? "its" : "their");
		ret = 3;
		goto out_free;
	}
	ret = 1;
	if (cmp_compute(&c) < 0) {
		pt_err("compare: out of memory");
		goto out_free;
	}
	if (out_open(&out, output) < 0)
		goto out_free;
	if (json)
		cmp_json(&c, out.f);
	else
		cmp_doc(&c, out.f, fmt);
	ret = out_close(&out) < 0 ? 1 : 0;
out_free:
	cmp_free(&c);
	return ret;
}
