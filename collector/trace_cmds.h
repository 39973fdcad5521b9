/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_TRACE_CMDS_H
#define PT_TRACE_CMDS_H

/* Each returns the exit status of pstate-trace. */
int cmd_record(int argc, char **argv);
int cmd_import(int argc, char **argv);

#endif
