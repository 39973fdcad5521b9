// SPDX-License-Identifier: GPL-2.0
/*
 * pstate-analyze - explain a run's frequency decisions (report), compare runs
 * (compare), draw them (plot).  main() only dispatches.
 */
#include <stddef.h>
#include "cmd.h"
#include "analyze_cmds.h"
#include "msg.h"

static const struct command commands[] = {
	{ "report", cmd_report, "explain one run: path, delay, perf, latency, energy, findings" },
	{ "compare", cmd_compare, "ratio tables across runs (drivers, governors, labels)" },
	{ "plot", cmd_plot, "draw a run or a comparison with gnuplot" },
	{ NULL, NULL, NULL },
};

int main(int argc, char **argv)
{
	pt_prog = "pstate-analyze";
	return cmd_main("<command> [options] [DB...]", commands, argc, argv);
}
