// SPDX-License-Identifier: GPL-2.0
/*
 * report.c - pstate-analyze report: what the governor asked for, what the
 * hardware delivered, how long requests took, what the workload felt, what it
 * cost, and which mechanism explains the gap.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pass/analysis.h"
#include "analyze_cmds.h"
#include "doc.h"
#include "findings/findings.h"
#include "msg.h"
#include "options.h"
#include "report/report.h"
#include "strbuf.h"

enum { OPT_FORMAT = 256 };

static const char report_usage[] =
	"usage: pstate-analyze report [options] [DB]\n"
	"\n"
	"Explain the frequency decisions of one run (pstate-trace record or import):\n"
	"the governor's path and delay, requested vs delivered performance,\n"
	"residency, the wakeup latency of the workload's tasks, idle, energy, and\n"
	"the findings that explain them, each with its numbers.  DB defaults to\n"
	"pstate.db.  Text and markdown fit in 80 columns.\n"
	"\n"
	"      --format FMT     text (default), markdown or json\n"
	"  -o, --output FILE    write the report to FILE instead of stdout (never\n"
	"                       the database read, never through a symbolic link)\n"
	"      --comm REGEX     workload tasks: those whose comm matches (POSIX ERE)\n"
	"      --pid PID,...    workload tasks: these pids\n"
	"      --cpu LIST       only these CPUs (e.g. 0-15,32)\n"
	"      --from SECONDS   start of the window, from the run's start\n"
	"      --to SECONDS     end of the window, from the run's start\n"
	"  -h, --help           this help\n"
	"\n"
	"Without --comm or --pid the workload is the recorded command and its\n"
	"descendants, or, for imported traces, every task but idle (the report\n"
	"says which).  Exit status: 0; 1 when the database cannot be read or the\n"
	"output written; 2 on a usage error.  See pstate-analyze(1).\n";

/* write_report - @a to @output (stdout when NULL); the exit status */
static int write_report(struct analysis *a, const char *output, int json, enum doc_format fmt)
{
	struct rnode *m = report_model(a);
	struct out out;
	int ret;

	if (!m)
		return 1;
	if (out_open(&out, output) < 0) {
		rn_free(m);
		return 1;
	}
	if (json)
		report_json(m, out.f);
	else
		report_doc(a, m, out.f, fmt);
	ret = out_close(&out) < 0 ? 1 : 0;
	rn_free(m);
	return ret;
}

int cmd_report(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "output", required_argument, NULL, 'o' },
		SCOPE_LONG_OPTIONS,
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *output = NULL, *path = "pstate.db";
	enum doc_format fmt = DOC_TEXT;
	struct scope_args sc;
	struct analysis a;
	struct run run;
	int c, ret = 2, json = 0;

	scope_init(&sc);
	while ((c = scope_getopt(&sc, argc, argv, opts)) != -1) {
		switch (c) {
		case OPT_SCOPE_BAD:
			goto out_free;
		case OPT_FORMAT:
			json = doc_format_arg(optarg, &fmt);
			if (json < 0)
				goto out_free;
			break;
		case 'o':
			output = optarg;
			break;
		case 'h':
			fputs(report_usage, stdout);
			ret = 0;
			goto out_free;
		default:
			fputs(report_usage, stderr);
			goto out_free;
		}
	}
	if (optind < argc)
		path = argv[optind++];
	if (optind < argc) {
		pt_err("report: one database at a time (see 'compare' for several)");
		goto out_free;
	}
	if (scope_finish(&sc) < 0)
		goto out_free;
	ret = out_check(output, (char *const *)&path, 1);
	if (ret < 0) {
		ret = ret == -2 ? 2 : 1;
		goto out_free;
	}
	ret = 1;
	if (run_open(&run, path) < 0)
		goto out_free;
	if (findings_analyse(&a, &run, &sc.ao) < 0)
		goto out_close;
	ret = write_report(&a, output, json, fmt);
out_close:
	analysis_free(&a);
	run_close(&run);
out_free:
	scope_free(&sc);
	return ret;
}
