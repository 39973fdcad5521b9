/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_ANALYZE_CMDS_H
#define PT_ANALYZE_CMDS_H

/* Each returns the exit status of pstate-analyze. */
int cmd_report(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_plot(int argc, char **argv);

#endif
