-- synth.py --scenario tbench-fast --seed 2 --events 1500, imported; sqlite3 .dump
PRAGMA application_id = 1886614642;
PRAGMA user_version = 1;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE meta (
	key	TEXT PRIMARY KEY,
	value	TEXT
);
INSERT INTO meta VALUES('schema_version','1');
INSERT INTO meta VALUES('tool_version','493796e-dirty');
INSERT INTO meta VALUES('ts_out_of_order','0');
INSERT INTO meta VALUES('ts_max_backward_ns','0');
INSERT INTO meta VALUES('values_invalid','0');
INSERT INTO meta VALUES('records_unreadable','0');
INSERT INTO meta VALUES('lines_unparsed','0');
INSERT INTO meta VALUES('source','text');
INSERT INTO meta VALUES('source_file','s-tbench-fast/trace.txt');
INSERT INTO meta VALUES('source_format','ftrace-text');
INSERT INTO meta VALUES('nr_cpus','4');
INSERT INTO meta VALUES('truncated','0');
INSERT INTO meta VALUES('interrupted','0');
INSERT INTO meta VALUES('counters','an imported trace has no counter samples');
INSERT INTO meta VALUES('driver','amd-pstate');
INSERT INTO meta VALUES('governor','schedutil');
INSERT INTO meta VALUES('label','amd-pstate/schedutil');
INSERT INTO meta VALUES('t_start_ns','4915905054000');
INSERT INTO meta VALUES('t_end_ns','4915934444000');
CREATE TABLE cpu (
	cpu			INTEGER PRIMARY KEY,
	package			INTEGER,
	core			INTEGER,
	node			INTEGER,
	policy			INTEGER,
	driver			TEXT,
	governor		TEXT,
	min_khz			INTEGER,
	max_khz			INTEGER,
	base_khz		INTEGER,
	highest_perf		INTEGER,
	nominal_perf		INTEGER,
	lowest_nonlinear_perf	INTEGER,
	lowest_perf		INTEGER,
	nominal_freq_mhz	INTEGER,
	boost			INTEGER,
	rate_limit_us		INTEGER,
	transition_latency_ns	INTEGER,
	scaling_min_khz		INTEGER,
	scaling_max_khz		INTEGER,
	energy_performance_preference TEXT,
	online			INTEGER
);
INSERT INTO cpu VALUES(0,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(1,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(2,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(3,NULL,NULL,NULL,NULL,'amd-pstate','schedutil',NULL,4150000,NULL,166,110,55,20,2750,NULL,200,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE sched_switch (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	prev_comm	TEXT,
	prev_pid	INTEGER,
	prev_prio	INTEGER,
	prev_state	TEXT,
	next_comm	TEXT,
	next_pid	INTEGER,
	next_prio	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_switch VALUES(4915905081000,2,'swapper/2',0,120,'R','tbench',1202,120,10);
INSERT INTO sched_switch VALUES(4915905094000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,14);
INSERT INTO sched_switch VALUES(4915905106000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,16);
INSERT INTO sched_switch VALUES(4915905111000,0,'tbench',1200,120,'S','tbench',1201,120,18);
INSERT INTO sched_switch VALUES(4915905120000,1,'tbench_srv',1100,120,'S','tbench_srv',1101,120,19);
INSERT INTO sched_switch VALUES(4915905132000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,20);
INSERT INTO sched_switch VALUES(4915905504000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,27);
INSERT INTO sched_switch VALUES(4915905506000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,31);
INSERT INTO sched_switch VALUES(4915905508000,0,'tbench',1201,120,'S','swapper/0',0,120,33);
INSERT INTO sched_switch VALUES(4915905517000,2,'tbench',1202,120,'S','swapper/2',0,120,36);
INSERT INTO sched_switch VALUES(4915905764000,0,'swapper/0',0,120,'R','tbench',1201,120,42);
INSERT INTO sched_switch VALUES(4915905772000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,44);
INSERT INTO sched_switch VALUES(4915905937000,2,'swapper/2',0,120,'R','tbench',1202,120,50);
INSERT INTO sched_switch VALUES(4915905946000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,52);
INSERT INTO sched_switch VALUES(4915906201000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,59);
INSERT INTO sched_switch VALUES(4915906211000,0,'tbench',1201,120,'S','swapper/0',0,120,60);
INSERT INTO sched_switch VALUES(4915906364000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,66);
INSERT INTO sched_switch VALUES(4915906367000,2,'tbench',1202,120,'S','swapper/2',0,120,68);
INSERT INTO sched_switch VALUES(4915906507000,0,'swapper/0',0,120,'R','tbench',1201,120,74);
INSERT INTO sched_switch VALUES(4915906509000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,76);
INSERT INTO sched_switch VALUES(4915906691000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,81);
INSERT INTO sched_switch VALUES(4915906693000,0,'tbench',1201,120,'S','swapper/0',0,120,82);
INSERT INTO sched_switch VALUES(4915906797000,2,'swapper/2',0,120,'R','tbench',1202,120,88);
INSERT INTO sched_switch VALUES(4915906807000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,90);
INSERT INTO sched_switch VALUES(4915906861000,0,'swapper/0',0,120,'R','tbench',1201,120,96);
INSERT INTO sched_switch VALUES(4915906870000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,98);
INSERT INTO sched_switch VALUES(4915907038000,0,'tbench',1201,120,'S','swapper/0',0,120,103);
INSERT INTO sched_switch VALUES(4915907039000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,104);
INSERT INTO sched_switch VALUES(4915907224000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,110);
INSERT INTO sched_switch VALUES(4915907229000,2,'tbench',1202,120,'S','swapper/2',0,120,112);
INSERT INTO sched_switch VALUES(4915907414000,2,'swapper/2',0,120,'R','tbench',1202,120,117);
INSERT INTO sched_switch VALUES(4915907418000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,118);
INSERT INTO sched_switch VALUES(4915907431000,0,'swapper/0',0,120,'R','tbench',1201,120,124);
INSERT INTO sched_switch VALUES(4915907433000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,126);
INSERT INTO sched_switch VALUES(4915907733000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,132);
INSERT INTO sched_switch VALUES(4915907738000,2,'tbench',1202,120,'S','swapper/2',0,120,134);
INSERT INTO sched_switch VALUES(4915907771000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,140);
INSERT INTO sched_switch VALUES(4915907784000,0,'tbench',1201,120,'S','swapper/0',0,120,142);
INSERT INTO sched_switch VALUES(4915907930000,0,'swapper/0',0,120,'R','tbench',1201,120,147);
INSERT INTO sched_switch VALUES(4915907933000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,148);
INSERT INTO sched_switch VALUES(4915908074000,2,'swapper/2',0,120,'R','tbench',1202,120,154);
INSERT INTO sched_switch VALUES(4915908082000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,156);
INSERT INTO sched_switch VALUES(4915908370000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,162);
INSERT INTO sched_switch VALUES(4915908378000,0,'tbench',1201,120,'S','swapper/0',0,120,164);
INSERT INTO sched_switch VALUES(4915908491000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,170);
INSERT INTO sched_switch VALUES(4915908493000,2,'tbench',1202,120,'S','swapper/2',0,120,172);
INSERT INTO sched_switch VALUES(4915908713000,2,'swapper/2',0,120,'R','tbench',1202,120,182);
INSERT INTO sched_switch VALUES(4915908713000,0,'swapper/0',0,120,'R','tbench',1201,120,183);
INSERT INTO sched_switch VALUES(4915908714000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,185);
INSERT INTO sched_switch VALUES(4915908714000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,187);
INSERT INTO sched_switch VALUES(4915908982000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,194);
INSERT INTO sched_switch VALUES(4915908993000,2,'tbench',1202,120,'S','swapper/2',0,120,196);
INSERT INTO sched_switch VALUES(4915909054000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,202);
INSERT INTO sched_switch VALUES(4915909065000,0,'tbench',1201,120,'S','swapper/0',0,120,204);
INSERT INTO sched_switch VALUES(4915909290000,2,'swapper/2',0,120,'R','tbench',1202,120,210);
INSERT INTO sched_switch VALUES(4915909303000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,212);
INSERT INTO sched_switch VALUES(4915909367000,0,'swapper/0',0,120,'R','tbench',1201,120,218);
INSERT INTO sched_switch VALUES(4915909376000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,220);
INSERT INTO sched_switch VALUES(4915909448000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,225);
INSERT INTO sched_switch VALUES(4915909457000,2,'tbench',1202,120,'S','swapper/2',0,120,226);
INSERT INTO sched_switch VALUES(4915909547000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,231);
INSERT INTO sched_switch VALUES(4915909551000,0,'tbench',1201,120,'S','swapper/0',0,120,232);
INSERT INTO sched_switch VALUES(4915909687000,2,'swapper/2',0,120,'R','tbench',1202,120,238);
INSERT INTO sched_switch VALUES(4915909694000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,240);
INSERT INTO sched_switch VALUES(4915909734000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,246);
INSERT INTO sched_switch VALUES(4915909735000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,247);
INSERT INTO sched_switch VALUES(4915909758000,0,'swapper/0',0,120,'R','tbench',1201,120,252);
INSERT INTO sched_switch VALUES(4915909760000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,254);
INSERT INTO sched_switch VALUES(4915910106000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,261);
INSERT INTO sched_switch VALUES(4915910115000,2,'tbench',1202,120,'S','swapper/2',0,120,263);
INSERT INTO sched_switch VALUES(4915910191000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,269);
INSERT INTO sched_switch VALUES(4915910196000,0,'tbench',1201,120,'S','swapper/0',0,120,270);
INSERT INTO sched_switch VALUES(4915910377000,2,'swapper/2',0,120,'R','tbench',1202,120,276);
INSERT INTO sched_switch VALUES(4915910388000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,278);
INSERT INTO sched_switch VALUES(4915910536000,0,'swapper/0',0,120,'R','tbench',1201,120,284);
INSERT INTO sched_switch VALUES(4915910545000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,286);
INSERT INTO sched_switch VALUES(4915910679000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,292);
INSERT INTO sched_switch VALUES(4915910691000,2,'tbench',1202,120,'S','swapper/2',0,120,294);
INSERT INTO sched_switch VALUES(4915910833000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,300);
INSERT INTO sched_switch VALUES(4915910840000,0,'tbench',1201,120,'S','swapper/0',0,120,302);
INSERT INTO sched_switch VALUES(4915910878000,2,'swapper/2',0,120,'R','tbench',1202,120,307);
INSERT INTO sched_switch VALUES(4915910882000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,309);
INSERT INTO sched_switch VALUES(4915911232000,0,'swapper/0',0,120,'R','tbench',1201,120,316);
INSERT INTO sched_switch VALUES(4915911241000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,318);
INSERT INTO sched_switch VALUES(4915911302000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,324);
INSERT INTO sched_switch VALUES(4915911305000,2,'tbench',1202,120,'S','swapper/2',0,120,326);
INSERT INTO sched_switch VALUES(4915911502000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,332);
INSERT INTO sched_switch VALUES(4915911511000,0,'tbench',1201,120,'S','swapper/0',0,120,334);
INSERT INTO sched_switch VALUES(4915911703000,0,'swapper/0',0,120,'R','tbench',1201,120,339);
INSERT INTO sched_switch VALUES(4915911714000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,341);
INSERT INTO sched_switch VALUES(4915911752000,2,'swapper/2',0,120,'R','tbench',1202,120,347);
INSERT INTO sched_switch VALUES(4915911762000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,349);
INSERT INTO sched_switch VALUES(4915912001000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,355);
INSERT INTO sched_switch VALUES(4915912006000,0,'tbench',1201,120,'S','swapper/0',0,120,357);
INSERT INTO sched_switch VALUES(4915912045000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,364);
INSERT INTO sched_switch VALUES(4915912056000,2,'tbench',1202,120,'S','swapper/2',0,120,365);
INSERT INTO sched_switch VALUES(4915912296000,0,'swapper/0',0,120,'R','tbench',1201,120,371);
INSERT INTO sched_switch VALUES(4915912298000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,373);
INSERT INTO sched_switch VALUES(4915912455000,2,'swapper/2',0,120,'R','tbench',1202,120,379);
INSERT INTO sched_switch VALUES(4915912463000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,381);
INSERT INTO sched_switch VALUES(4915912640000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,387);
INSERT INTO sched_switch VALUES(4915912647000,0,'tbench',1201,120,'S','swapper/0',0,120,389);
INSERT INTO sched_switch VALUES(4915912853000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,395);
INSERT INTO sched_switch VALUES(4915912859000,2,'tbench',1202,120,'S','swapper/2',0,120,397);
INSERT INTO sched_switch VALUES(4915913066000,0,'swapper/0',0,120,'R','tbench',1201,120,403);
INSERT INTO sched_switch VALUES(4915913071000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,405);
INSERT INTO sched_switch VALUES(4915913282000,2,'swapper/2',0,120,'R','tbench',1202,120,411);
INSERT INTO sched_switch VALUES(4915913289000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,413);
INSERT INTO sched_switch VALUES(4915913350000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,419);
INSERT INTO sched_switch VALUES(4915913361000,0,'tbench',1201,120,'S','swapper/0',0,120,421);
INSERT INTO sched_switch VALUES(4915913647000,0,'swapper/0',0,120,'R','tbench',1201,120,427);
INSERT INTO sched_switch VALUES(4915913652000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,429);
INSERT INTO sched_switch VALUES(4915913663000,2,'tbench',1202,120,'S','swapper/2',0,120,436);
INSERT INTO sched_switch VALUES(4915913663000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,437);
INSERT INTO sched_switch VALUES(4915913989000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,443);
INSERT INTO sched_switch VALUES(4915913992000,0,'tbench',1201,120,'S','swapper/0',0,120,445);
INSERT INTO sched_switch VALUES(4915913999000,2,'swapper/2',0,120,'R','tbench',1202,120,451);
INSERT INTO sched_switch VALUES(4915914004000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,453);
INSERT INTO sched_switch VALUES(4915914189000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,459);
INSERT INTO sched_switch VALUES(4915914189000,0,'swapper/0',0,120,'R','tbench',1201,120,460);
INSERT INTO sched_switch VALUES(4915914268000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,466);
INSERT INTO sched_switch VALUES(4915914275000,2,'tbench',1202,120,'S','swapper/2',0,120,468);
INSERT INTO sched_switch VALUES(4915914504000,0,'tbench',1201,120,'S','swapper/0',0,120,475);
INSERT INTO sched_switch VALUES(4915914504000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,476);
INSERT INTO sched_switch VALUES(4915914659000,2,'swapper/2',0,120,'R','tbench',1202,120,482);
INSERT INTO sched_switch VALUES(4915914664000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,484);
INSERT INTO sched_switch VALUES(4915914774000,0,'swapper/0',0,120,'R','tbench',1201,120,490);
INSERT INTO sched_switch VALUES(4915914775000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,492);
INSERT INTO sched_switch VALUES(4915915096000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,498);
INSERT INTO sched_switch VALUES(4915915108000,2,'tbench',1202,120,'S','swapper/2',0,120,500);
INSERT INTO sched_switch VALUES(4915915173000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,506);
INSERT INTO sched_switch VALUES(4915915183000,0,'tbench',1201,120,'S','swapper/0',0,120,508);
INSERT INTO sched_switch VALUES(4915915287000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,513);
INSERT INTO sched_switch VALUES(4915915297000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,515);
INSERT INTO sched_switch VALUES(4915915300000,2,'swapper/2',0,120,'R','tbench',1202,120,519);
INSERT INTO sched_switch VALUES(4915915308000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,521);
INSERT INTO sched_switch VALUES(4915915390000,0,'swapper/0',0,120,'R','tbench',1201,120,527);
INSERT INTO sched_switch VALUES(4915915399000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,529);
INSERT INTO sched_switch VALUES(4915915656000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,535);
INSERT INTO sched_switch VALUES(4915915663000,2,'tbench',1202,120,'S','swapper/2',0,120,537);
INSERT INTO sched_switch VALUES(4915915709000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,543);
INSERT INTO sched_switch VALUES(4915915710000,0,'tbench',1201,120,'S','swapper/0',0,120,545);
INSERT INTO sched_switch VALUES(4915916016000,2,'swapper/2',0,120,'R','tbench',1202,120,551);
INSERT INTO sched_switch VALUES(4915916027000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,553);
INSERT INTO sched_switch VALUES(4915916053000,0,'swapper/0',0,120,'R','tbench',1201,120,559);
INSERT INTO sched_switch VALUES(4915916059000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,561);
INSERT INTO sched_switch VALUES(4915916215000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,566);
INSERT INTO sched_switch VALUES(4915916224000,0,'tbench',1201,120,'S','swapper/0',0,120,567);
INSERT INTO sched_switch VALUES(4915916274000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,573);
INSERT INTO sched_switch VALUES(4915916288000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,576);
INSERT INTO sched_switch VALUES(4915916427000,0,'swapper/0',0,120,'R','tbench',1201,120,582);
INSERT INTO sched_switch VALUES(4915916429000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,584);
INSERT INTO sched_switch VALUES(4915916446000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,589);
INSERT INTO sched_switch VALUES(4915916456000,2,'tbench',1202,120,'S','swapper/2',0,120,591);
INSERT INTO sched_switch VALUES(4915916621000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,596);
INSERT INTO sched_switch VALUES(4915916622000,0,'tbench',1201,120,'S','swapper/0',0,120,597);
INSERT INTO sched_switch VALUES(4915916794000,2,'swapper/2',0,120,'R','tbench',1202,120,603);
INSERT INTO sched_switch VALUES(4915916802000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,605);
INSERT INTO sched_switch VALUES(4915917009000,0,'swapper/0',0,120,'R','tbench',1201,120,611);
INSERT INTO sched_switch VALUES(4915917013000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,613);
INSERT INTO sched_switch VALUES(4915917179000,2,'tbench',1202,120,'S','swapper/2',0,120,620);
INSERT INTO sched_switch VALUES(4915917179000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,621);
INSERT INTO sched_switch VALUES(4915917309000,0,'tbench',1201,120,'S','swapper/0',0,120,628);
INSERT INTO sched_switch VALUES(4915917310000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,629);
INSERT INTO sched_switch VALUES(4915917494000,2,'swapper/2',0,120,'R','tbench',1202,120,635);
INSERT INTO sched_switch VALUES(4915917506000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,637);
INSERT INTO sched_switch VALUES(4915917598000,0,'swapper/0',0,120,'R','tbench',1201,120,643);
INSERT INTO sched_switch VALUES(4915917605000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,645);
INSERT INTO sched_switch VALUES(4915917669000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,650);
INSERT INTO sched_switch VALUES(4915917677000,2,'tbench',1202,120,'S','swapper/2',0,120,651);
INSERT INTO sched_switch VALUES(4915917818000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,657);
INSERT INTO sched_switch VALUES(4915917828000,0,'tbench',1201,120,'S','swapper/0',0,120,659);
INSERT INTO sched_switch VALUES(4915918016000,2,'swapper/2',0,120,'R','tbench',1202,120,665);
INSERT INTO sched_switch VALUES(4915918031000,2,'tbench',1202,120,'S','swapper/2',0,120,668);
INSERT INTO sched_switch VALUES(4915918180000,0,'swapper/0',0,120,'R','tbench',1201,120,674);
INSERT INTO sched_switch VALUES(4915918190000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,676);
INSERT INTO sched_switch VALUES(4915918278000,2,'swapper/2',0,120,'R','tbench',1202,120,682);
INSERT INTO sched_switch VALUES(4915918279000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,684);
INSERT INTO sched_switch VALUES(4915918333000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,689);
INSERT INTO sched_switch VALUES(4915918343000,0,'tbench',1201,120,'S','swapper/0',0,120,690);
INSERT INTO sched_switch VALUES(4915918548000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,696);
INSERT INTO sched_switch VALUES(4915918555000,2,'tbench',1202,120,'S','swapper/2',0,120,698);
INSERT INTO sched_switch VALUES(4915918736000,0,'swapper/0',0,120,'R','tbench',1201,120,704);
INSERT INTO sched_switch VALUES(4915918737000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,706);
INSERT INTO sched_switch VALUES(4915918830000,2,'swapper/2',0,120,'R','tbench',1202,120,712);
INSERT INTO sched_switch VALUES(4915918838000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,714);
INSERT INTO sched_switch VALUES(4915919050000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,720);
INSERT INTO sched_switch VALUES(4915919059000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,725);
INSERT INTO sched_switch VALUES(4915919061000,2,'tbench',1202,120,'S','swapper/2',0,120,727);
INSERT INTO sched_switch VALUES(4915919065000,0,'tbench',1201,120,'S','swapper/0',0,120,730);
INSERT INTO sched_switch VALUES(4915919273000,0,'swapper/0',0,120,'R','tbench',1201,120,736);
INSERT INTO sched_switch VALUES(4915919278000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,738);
INSERT INTO sched_switch VALUES(4915919415000,2,'swapper/2',0,120,'R','tbench',1202,120,744);
INSERT INTO sched_switch VALUES(4915919425000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,746);
INSERT INTO sched_switch VALUES(4915919703000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,752);
INSERT INTO sched_switch VALUES(4915919707000,0,'tbench',1201,120,'S','swapper/0',0,120,754);
INSERT INTO sched_switch VALUES(4915919868000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,760);
INSERT INTO sched_switch VALUES(4915919871000,2,'tbench',1202,120,'S','swapper/2',0,120,762);
INSERT INTO sched_switch VALUES(4915919904000,0,'swapper/0',0,120,'R','tbench',1201,120,767);
INSERT INTO sched_switch VALUES(4915919912000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,769);
INSERT INTO sched_switch VALUES(4915920145000,2,'swapper/2',0,120,'R','tbench',1202,120,775);
INSERT INTO sched_switch VALUES(4915920152000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,777);
INSERT INTO sched_switch VALUES(4915920279000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,783);
INSERT INTO sched_switch VALUES(4915920282000,0,'tbench',1201,120,'S','swapper/0',0,120,785);
INSERT INTO sched_switch VALUES(4915920524000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,791);
INSERT INTO sched_switch VALUES(4915920531000,2,'tbench',1202,120,'S','swapper/2',0,120,793);
INSERT INTO sched_switch VALUES(4915920566000,0,'swapper/0',0,120,'R','tbench',1201,120,799);
INSERT INTO sched_switch VALUES(4915920576000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,801);
INSERT INTO sched_switch VALUES(4915920819000,2,'swapper/2',0,120,'R','tbench',1202,120,810);
INSERT INTO sched_switch VALUES(4915920829000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,812);
INSERT INTO sched_switch VALUES(4915920900000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,818);
INSERT INTO sched_switch VALUES(4915920909000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,821);
INSERT INTO sched_switch VALUES(4915921178000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,827);
INSERT INTO sched_switch VALUES(4915921185000,2,'tbench',1202,120,'S','swapper/2',0,120,829);
INSERT INTO sched_switch VALUES(4915921293000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,835);
INSERT INTO sched_switch VALUES(4915921304000,0,'tbench',1201,120,'S','rcu_preempt',15,120,837);
INSERT INTO sched_switch VALUES(4915921312000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,838);
INSERT INTO sched_switch VALUES(4915921352000,2,'swapper/2',0,120,'R','tbench',1202,120,843);
INSERT INTO sched_switch VALUES(4915921359000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,844);
INSERT INTO sched_switch VALUES(4915921637000,0,'swapper/0',0,120,'R','tbench',1201,120,850);
INSERT INTO sched_switch VALUES(4915921646000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,852);
INSERT INTO sched_switch VALUES(4915921741000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,858);
INSERT INTO sched_switch VALUES(4915921745000,2,'tbench',1202,120,'S','swapper/2',0,120,860);
INSERT INTO sched_switch VALUES(4915921970000,2,'swapper/2',0,120,'R','tbench',1202,120,866);
INSERT INTO sched_switch VALUES(4915921977000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,868);
INSERT INTO sched_switch VALUES(4915922000000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,874);
INSERT INTO sched_switch VALUES(4915922005000,0,'tbench',1201,120,'S','swapper/0',0,120,876);
INSERT INTO sched_switch VALUES(4915922271000,0,'swapper/0',0,120,'R','tbench',1201,120,882);
INSERT INTO sched_switch VALUES(4915922279000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,884);
INSERT INTO sched_switch VALUES(4915922369000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,890);
INSERT INTO sched_switch VALUES(4915922371000,2,'tbench',1202,120,'S','swapper/2',0,120,892);
INSERT INTO sched_switch VALUES(4915922651000,2,'swapper/2',0,120,'R','tbench',1202,120,898);
INSERT INTO sched_switch VALUES(4915922658000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,901);
INSERT INTO sched_switch VALUES(4915922659000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,906);
INSERT INTO sched_switch VALUES(4915922660000,0,'tbench',1201,120,'S','swapper/0',0,120,908);
INSERT INTO sched_switch VALUES(4915922820000,0,'swapper/0',0,120,'R','tbench',1201,120,913);
INSERT INTO sched_switch VALUES(4915922827000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,914);
INSERT INTO sched_switch VALUES(4915922988000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,920);
INSERT INTO sched_switch VALUES(4915922995000,2,'tbench',1202,120,'S','swapper/2',0,120,922);
INSERT INTO sched_switch VALUES(4915923075000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,928);
INSERT INTO sched_switch VALUES(4915923085000,0,'tbench',1201,120,'S','swapper/0',0,120,930);
INSERT INTO sched_switch VALUES(4915923338000,2,'swapper/2',0,120,'R','tbench',1202,120,936);
INSERT INTO sched_switch VALUES(4915923347000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,938);
INSERT INTO sched_switch VALUES(4915923466000,0,'swapper/0',0,120,'R','tbench',1201,120,944);
INSERT INTO sched_switch VALUES(4915923469000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,946);
INSERT INTO sched_switch VALUES(4915923781000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,952);
INSERT INTO sched_switch VALUES(4915923782000,2,'tbench',1202,120,'S','swapper/2',0,120,954);
INSERT INTO sched_switch VALUES(4915923911000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,960);
INSERT INTO sched_switch VALUES(4915923916000,0,'tbench',1201,120,'S','swapper/0',0,120,962);
INSERT INTO sched_switch VALUES(4915924164000,2,'swapper/2',0,120,'R','tbench',1202,120,968);
INSERT INTO sched_switch VALUES(4915924173000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,970);
INSERT INTO sched_switch VALUES(4915924242000,0,'swapper/0',0,120,'R','tbench',1201,120,976);
INSERT INTO sched_switch VALUES(4915924254000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,978);
INSERT INTO sched_switch VALUES(4915924467000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,984);
INSERT INTO sched_switch VALUES(4915924477000,0,'tbench',1201,120,'S','swapper/0',0,120,986);
INSERT INTO sched_switch VALUES(4915924488000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,992);
INSERT INTO sched_switch VALUES(4915924494000,2,'tbench',1202,120,'S','swapper/2',0,120,994);
INSERT INTO sched_switch VALUES(4915924724000,2,'swapper/2',0,120,'R','tbench',1202,120,1000);
INSERT INTO sched_switch VALUES(4915924728000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1002);
INSERT INTO sched_switch VALUES(4915924854000,0,'swapper/0',0,120,'R','tbench',1201,120,1008);
INSERT INTO sched_switch VALUES(4915924860000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1010);
INSERT INTO sched_switch VALUES(4915925056000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1016);
INSERT INTO sched_switch VALUES(4915925067000,2,'tbench',1202,120,'S','swapper/2',0,120,1018);
INSERT INTO sched_switch VALUES(4915925180000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1024);
INSERT INTO sched_switch VALUES(4915925186000,0,'tbench',1201,120,'S','swapper/0',0,120,1026);
INSERT INTO sched_switch VALUES(4915925400000,2,'swapper/2',0,120,'R','tbench',1202,120,1032);
INSERT INTO sched_switch VALUES(4915925406000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1034);
INSERT INTO sched_switch VALUES(4915925409000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1040);
INSERT INTO sched_switch VALUES(4915925419000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1041);
INSERT INTO sched_switch VALUES(4915925464000,0,'swapper/0',0,120,'R','tbench',1201,120,1046);
INSERT INTO sched_switch VALUES(4915925470000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1048);
INSERT INTO sched_switch VALUES(4915925561000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1053);
INSERT INTO sched_switch VALUES(4915925566000,2,'tbench',1202,120,'S','swapper/2',0,120,1054);
INSERT INTO sched_switch VALUES(4915925699000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1060);
INSERT INTO sched_switch VALUES(4915925703000,0,'tbench',1201,120,'S','swapper/0',0,120,1062);
INSERT INTO sched_switch VALUES(4915925913000,2,'swapper/2',0,120,'R','tbench',1202,120,1068);
INSERT INTO sched_switch VALUES(4915925914000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1070);
INSERT INTO sched_switch VALUES(4915926075000,0,'swapper/0',0,120,'R','tbench',1201,120,1076);
INSERT INTO sched_switch VALUES(4915926080000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1078);
INSERT INTO sched_switch VALUES(4915926092000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1083);
INSERT INTO sched_switch VALUES(4915926093000,2,'tbench',1202,120,'S','swapper/2',0,120,1084);
INSERT INTO sched_switch VALUES(4915926394000,2,'swapper/2',0,120,'R','tbench',1202,120,1090);
INSERT INTO sched_switch VALUES(4915926407000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1092);
INSERT INTO sched_switch VALUES(4915926443000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1098);
INSERT INTO sched_switch VALUES(4915926454000,0,'tbench',1201,120,'S','swapper/0',0,120,1100);
INSERT INTO sched_switch VALUES(4915926609000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1106);
INSERT INTO sched_switch VALUES(4915926610000,2,'tbench',1202,120,'S','swapper/2',0,120,1108);
INSERT INTO sched_switch VALUES(4915926811000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1115);
INSERT INTO sched_switch VALUES(4915926812000,0,'swapper/0',0,120,'R','tbench',1201,120,1116);
INSERT INTO sched_switch VALUES(4915926857000,2,'swapper/2',0,120,'R','tbench',1202,120,1122);
INSERT INTO sched_switch VALUES(4915926864000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1124);
INSERT INTO sched_switch VALUES(4915927102000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1130);
INSERT INTO sched_switch VALUES(4915927106000,2,'tbench',1202,120,'S','swapper/2',0,120,1133);
INSERT INTO sched_switch VALUES(4915927110000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1138);
INSERT INTO sched_switch VALUES(4915927115000,0,'tbench',1201,120,'S','swapper/0',0,120,1140);
INSERT INTO sched_switch VALUES(4915927353000,2,'swapper/2',0,120,'R','tbench',1202,120,1146);
INSERT INTO sched_switch VALUES(4915927361000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1148);
INSERT INTO sched_switch VALUES(4915927534000,0,'swapper/0',0,120,'R','tbench',1201,120,1154);
INSERT INTO sched_switch VALUES(4915927540000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1156);
INSERT INTO sched_switch VALUES(4915927657000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1162);
INSERT INTO sched_switch VALUES(4915927659000,2,'tbench',1202,120,'S','swapper/2',0,120,1164);
INSERT INTO sched_switch VALUES(4915927798000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1170);
INSERT INTO sched_switch VALUES(4915927808000,0,'tbench',1201,120,'S','swapper/0',0,120,1172);
INSERT INTO sched_switch VALUES(4915927951000,0,'swapper/0',0,120,'R','tbench',1201,120,1177);
INSERT INTO sched_switch VALUES(4915927956000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1178);
INSERT INTO sched_switch VALUES(4915927986000,2,'swapper/2',0,120,'R','tbench',1202,120,1184);
INSERT INTO sched_switch VALUES(4915927996000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1186);
INSERT INTO sched_switch VALUES(4915928321000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1192);
INSERT INTO sched_switch VALUES(4915928325000,2,'tbench',1202,120,'S','swapper/2',0,120,1194);
INSERT INTO sched_switch VALUES(4915928401000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1200);
INSERT INTO sched_switch VALUES(4915928403000,0,'tbench',1201,120,'S','swapper/0',0,120,1202);
INSERT INTO sched_switch VALUES(4915928509000,2,'swapper/2',0,120,'R','tbench',1202,120,1207);
INSERT INTO sched_switch VALUES(4915928511000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1208);
INSERT INTO sched_switch VALUES(4915928572000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1213);
INSERT INTO sched_switch VALUES(4915928583000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1214);
INSERT INTO sched_switch VALUES(4915928713000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1220);
INSERT INTO sched_switch VALUES(4915928731000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1223);
INSERT INTO sched_switch VALUES(4915928777000,0,'swapper/0',0,120,'R','tbench',1201,120,1229);
INSERT INTO sched_switch VALUES(4915928780000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1231);
INSERT INTO sched_switch VALUES(4915929008000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1237);
INSERT INTO sched_switch VALUES(4915929012000,2,'tbench',1202,120,'S','swapper/2',0,120,1239);
INSERT INTO sched_switch VALUES(4915929204000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1245);
INSERT INTO sched_switch VALUES(4915929216000,0,'tbench',1201,120,'S','swapper/0',0,120,1247);
INSERT INTO sched_switch VALUES(4915929403000,0,'swapper/0',0,120,'R','tbench',1201,120,1252);
INSERT INTO sched_switch VALUES(4915929412000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1254);
INSERT INTO sched_switch VALUES(4915929456000,2,'swapper/2',0,120,'R','tbench',1202,120,1260);
INSERT INTO sched_switch VALUES(4915929461000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1262);
INSERT INTO sched_switch VALUES(4915929759000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1268);
INSERT INTO sched_switch VALUES(4915929769000,2,'tbench',1202,120,'S','swapper/2',0,120,1270);
INSERT INTO sched_switch VALUES(4915929784000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1276);
INSERT INTO sched_switch VALUES(4915929788000,0,'tbench',1201,120,'S','swapper/0',0,120,1278);
INSERT INTO sched_switch VALUES(4915930001000,2,'swapper/2',0,120,'R','tbench',1202,120,1284);
INSERT INTO sched_switch VALUES(4915930002000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1286);
INSERT INTO sched_switch VALUES(4915930163000,0,'swapper/0',0,120,'R','tbench',1201,120,1292);
INSERT INTO sched_switch VALUES(4915930168000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1294);
INSERT INTO sched_switch VALUES(4915930424000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1300);
INSERT INTO sched_switch VALUES(4915930436000,2,'tbench',1202,120,'S','swapper/2',0,120,1302);
INSERT INTO sched_switch VALUES(4915930594000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1308);
INSERT INTO sched_switch VALUES(4915930597000,0,'tbench',1201,120,'S','swapper/0',0,120,1310);
INSERT INTO sched_switch VALUES(4915930847000,0,'swapper/0',0,120,'R','tbench',1201,120,1316);
INSERT INTO sched_switch VALUES(4915930858000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1318);
INSERT INTO sched_switch VALUES(4915930873000,2,'swapper/2',0,120,'R','tbench',1202,120,1324);
INSERT INTO sched_switch VALUES(4915930886000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1326);
INSERT INTO sched_switch VALUES(4915931220000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1333);
INSERT INTO sched_switch VALUES(4915931223000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1337);
INSERT INTO sched_switch VALUES(4915931226000,0,'tbench',1201,120,'S','swapper/0',0,120,1339);
INSERT INTO sched_switch VALUES(4915931227000,2,'tbench',1202,120,'S','swapper/2',0,120,1341);
INSERT INTO sched_switch VALUES(4915931470000,2,'swapper/2',0,120,'R','tbench',1202,120,1348);
INSERT INTO sched_switch VALUES(4915931472000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1350);
INSERT INTO sched_switch VALUES(4915931543000,0,'swapper/0',0,120,'R','tbench',1201,120,1356);
INSERT INTO sched_switch VALUES(4915931545000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1358);
INSERT INTO sched_switch VALUES(4915931813000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1364);
INSERT INTO sched_switch VALUES(4915931815000,0,'tbench',1201,120,'S','swapper/0',0,120,1366);
INSERT INTO sched_switch VALUES(4915931868000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1372);
INSERT INTO sched_switch VALUES(4915931869000,2,'tbench',1202,120,'S','swapper/2',0,120,1374);
INSERT INTO sched_switch VALUES(4915932059000,2,'swapper/2',0,120,'R','tbench',1202,120,1379);
INSERT INTO sched_switch VALUES(4915932065000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1380);
INSERT INTO sched_switch VALUES(4915932106000,0,'swapper/0',0,120,'R','tbench',1201,120,1386);
INSERT INTO sched_switch VALUES(4915932107000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1388);
INSERT INTO sched_switch VALUES(4915932258000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1395);
INSERT INTO sched_switch VALUES(4915932259000,0,'tbench',1201,120,'S','rcu_preempt',15,120,1396);
INSERT INTO sched_switch VALUES(4915932264000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1397);
INSERT INTO sched_switch VALUES(4915932383000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1403);
INSERT INTO sched_switch VALUES(4915932389000,2,'tbench',1202,120,'S','swapper/2',0,120,1405);
INSERT INTO sched_switch VALUES(4915932583000,0,'swapper/0',0,120,'R','tbench',1201,120,1411);
INSERT INTO sched_switch VALUES(4915932586000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1413);
INSERT INTO sched_switch VALUES(4915932590000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1418);
INSERT INTO sched_switch VALUES(4915932600000,0,'tbench',1201,120,'S','swapper/0',0,120,1419);
INSERT INTO sched_switch VALUES(4915932788000,2,'swapper/2',0,120,'R','tbench',1202,120,1425);
INSERT INTO sched_switch VALUES(4915932793000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1427);
INSERT INTO sched_switch VALUES(4915933006000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1433);
INSERT INTO sched_switch VALUES(4915933011000,0,'swapper/0',0,120,'R','tbench',1201,120,1438);
INSERT INTO sched_switch VALUES(4915933013000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1440);
INSERT INTO sched_switch VALUES(4915933017000,2,'tbench',1202,120,'S','swapper/2',0,120,1443);
INSERT INTO sched_switch VALUES(4915933300000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1449);
INSERT INTO sched_switch VALUES(4915933304000,0,'tbench',1201,120,'S','swapper/0',0,120,1451);
INSERT INTO sched_switch VALUES(4915933394000,2,'swapper/2',0,120,'R','tbench',1202,120,1457);
INSERT INTO sched_switch VALUES(4915933405000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1459);
INSERT INTO sched_switch VALUES(4915933615000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1465);
INSERT INTO sched_switch VALUES(4915933620000,2,'tbench',1202,120,'S','swapper/2',0,120,1467);
INSERT INTO sched_switch VALUES(4915933692000,0,'swapper/0',0,120,'R','tbench',1201,120,1473);
INSERT INTO sched_switch VALUES(4915933702000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1475);
INSERT INTO sched_switch VALUES(4915934051000,2,'swapper/2',0,120,'R','tbench',1202,120,1482);
INSERT INTO sched_switch VALUES(4915934056000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,1484);
INSERT INTO sched_switch VALUES(4915934133000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1490);
INSERT INTO sched_switch VALUES(4915934143000,0,'tbench',1201,120,'S','swapper/0',0,120,1491);
INSERT INTO sched_switch VALUES(4915934288000,0,'swapper/0',0,120,'R','tbench',1201,120,1497);
INSERT INTO sched_switch VALUES(4915934297000,1,'tbench_srv',1101,120,'S','swapper/1',0,120,1498);
CREATE TABLE sched_waking (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_waking VALUES(4915905500000,0,'tbench_srv',1101,120,1,1201,22);
INSERT INTO sched_waking VALUES(4915905503000,2,'tbench_srv',1102,120,3,1202,23);
INSERT INTO sched_waking VALUES(4915905760000,1,'tbench',1201,120,0,1101,38);
INSERT INTO sched_waking VALUES(4915905934000,3,'tbench',1202,120,2,1102,46);
INSERT INTO sched_waking VALUES(4915906197000,0,'tbench_srv',1101,120,1,1201,55);
INSERT INTO sched_waking VALUES(4915906361000,2,'tbench_srv',1102,120,3,1202,62);
INSERT INTO sched_waking VALUES(4915906503000,1,'tbench',1201,120,0,1101,70);
INSERT INTO sched_waking VALUES(4915906688000,0,'tbench_srv',1101,120,1,1201,78);
INSERT INTO sched_waking VALUES(4915906795000,3,'tbench',1202,120,2,1102,84);
INSERT INTO sched_waking VALUES(4915906859000,1,'tbench',1201,120,0,1101,92);
INSERT INTO sched_waking VALUES(4915907035000,0,'tbench_srv',1101,120,1,1201,100);
INSERT INTO sched_waking VALUES(4915907222000,2,'tbench_srv',1102,120,3,1202,106);
INSERT INTO sched_waking VALUES(4915907412000,3,'tbench',1202,120,2,1102,114);
INSERT INTO sched_waking VALUES(4915907428000,1,'tbench',1201,120,0,1101,120);
INSERT INTO sched_waking VALUES(4915907730000,2,'tbench_srv',1102,120,3,1202,128);
INSERT INTO sched_waking VALUES(4915907769000,0,'tbench_srv',1101,120,1,1201,136);
INSERT INTO sched_waking VALUES(4915907928000,1,'tbench',1201,120,0,1101,144);
INSERT INTO sched_waking VALUES(4915908070000,3,'tbench',1202,120,2,1102,150);
INSERT INTO sched_waking VALUES(4915908368000,0,'tbench_srv',1101,120,1,1201,158);
INSERT INTO sched_waking VALUES(4915908487000,2,'tbench_srv',1102,120,3,1202,166);
INSERT INTO sched_waking VALUES(4915908710000,3,'tbench',1202,120,2,1102,174);
INSERT INTO sched_waking VALUES(4915908711000,1,'tbench',1201,120,0,1101,175);
INSERT INTO sched_waking VALUES(4915908978000,2,'tbench_srv',1102,120,3,1202,190);
INSERT INTO sched_waking VALUES(4915909050000,0,'tbench_srv',1101,120,1,1201,198);
INSERT INTO sched_waking VALUES(4915909288000,3,'tbench',1202,120,2,1102,206);
INSERT INTO sched_waking VALUES(4915909365000,1,'tbench',1201,120,0,1101,214);
INSERT INTO sched_waking VALUES(4915909446000,2,'tbench_srv',1102,120,3,1202,222);
INSERT INTO sched_waking VALUES(4915909545000,0,'tbench_srv',1101,120,1,1201,228);
INSERT INTO sched_waking VALUES(4915909685000,3,'tbench',1202,120,2,1102,234);
INSERT INTO sched_waking VALUES(4915909733000,0,'rcu_preempt',15,120,0,0,243);
INSERT INTO sched_waking VALUES(4915909756000,1,'tbench',1201,120,0,1101,249);
INSERT INTO sched_waking VALUES(4915910104000,2,'tbench_srv',1102,120,3,1202,257);
INSERT INTO sched_waking VALUES(4915910189000,0,'tbench_srv',1101,120,1,1201,265);
INSERT INTO sched_waking VALUES(4915910373000,3,'tbench',1202,120,2,1102,272);
INSERT INTO sched_waking VALUES(4915910533000,1,'tbench',1201,120,0,1101,280);
INSERT INTO sched_waking VALUES(4915910676000,2,'tbench_srv',1102,120,3,1202,288);
INSERT INTO sched_waking VALUES(4915910829000,0,'tbench_srv',1101,120,1,1201,296);
INSERT INTO sched_waking VALUES(4915910876000,3,'tbench',1202,120,2,1102,304);
INSERT INTO sched_waking VALUES(4915911229000,1,'tbench',1201,120,0,1101,312);
INSERT INTO sched_waking VALUES(4915911298000,2,'tbench_srv',1102,120,3,1202,320);
INSERT INTO sched_waking VALUES(4915911499000,0,'tbench_srv',1101,120,1,1201,328);
INSERT INTO sched_waking VALUES(4915911699000,1,'tbench',1201,120,0,1101,336);
INSERT INTO sched_waking VALUES(4915911748000,3,'tbench',1202,120,2,1102,343);
INSERT INTO sched_waking VALUES(4915911998000,0,'tbench_srv',1101,120,1,1201,351);
INSERT INTO sched_waking VALUES(4915912042000,2,'tbench_srv',1102,120,3,1202,360);
INSERT INTO sched_waking VALUES(4915912293000,1,'tbench',1201,120,0,1101,367);
INSERT INTO sched_waking VALUES(4915912451000,3,'tbench',1202,120,2,1102,375);
INSERT INTO sched_waking VALUES(4915912637000,0,'tbench_srv',1101,120,1,1201,383);
INSERT INTO sched_waking VALUES(4915912850000,2,'tbench_srv',1102,120,3,1202,391);
INSERT INTO sched_waking VALUES(4915913062000,1,'tbench',1201,120,0,1101,399);
INSERT INTO sched_waking VALUES(4915913280000,3,'tbench',1202,120,2,1102,407);
INSERT INTO sched_waking VALUES(4915913346000,0,'tbench_srv',1101,120,1,1201,415);
INSERT INTO sched_waking VALUES(4915913645000,1,'tbench',1201,120,0,1101,423);
INSERT INTO sched_waking VALUES(4915913660000,2,'tbench_srv',1102,120,3,1202,431);
INSERT INTO sched_waking VALUES(4915913985000,0,'tbench_srv',1101,120,1,1201,439);
INSERT INTO sched_waking VALUES(4915913997000,3,'tbench',1202,120,2,1102,447);
INSERT INTO sched_waking VALUES(4915914185000,1,'tbench',1201,120,0,1101,455);
INSERT INTO sched_waking VALUES(4915914264000,2,'tbench_srv',1102,120,3,1202,462);
INSERT INTO sched_waking VALUES(4915914501000,0,'tbench_srv',1101,120,1,1201,470);
INSERT INTO sched_waking VALUES(4915914657000,3,'tbench',1202,120,2,1102,478);
INSERT INTO sched_waking VALUES(4915914771000,1,'tbench',1201,120,0,1101,486);
INSERT INTO sched_waking VALUES(4915915094000,2,'tbench_srv',1102,120,3,1202,494);
INSERT INTO sched_waking VALUES(4915915170000,0,'tbench_srv',1101,120,1,1201,502);
INSERT INTO sched_waking VALUES(4915915286000,0,'rcu_preempt',15,120,0,0,511);
INSERT INTO sched_waking VALUES(4915915296000,3,'tbench',1202,120,2,1102,514);
INSERT INTO sched_waking VALUES(4915915387000,1,'tbench',1201,120,0,1101,523);
INSERT INTO sched_waking VALUES(4915915654000,2,'tbench_srv',1102,120,3,1202,531);
INSERT INTO sched_waking VALUES(4915915705000,0,'tbench_srv',1101,120,1,1201,539);
INSERT INTO sched_waking VALUES(4915916013000,3,'tbench',1202,120,2,1102,547);
INSERT INTO sched_waking VALUES(4915916050000,1,'tbench',1201,120,0,1101,555);
INSERT INTO sched_waking VALUES(4915916211000,0,'tbench_srv',1101,120,1,1201,563);
INSERT INTO sched_waking VALUES(4915916272000,2,'tbench_srv',1102,120,3,1202,569);
INSERT INTO sched_waking VALUES(4915916276000,3,'tbench',1202,120,2,1102,574);
INSERT INTO sched_waking VALUES(4915916425000,1,'tbench',1201,120,0,1101,578);
INSERT INTO sched_waking VALUES(4915916443000,2,'tbench_srv',1102,120,3,1202,586);
INSERT INTO sched_waking VALUES(4915916619000,0,'tbench_srv',1101,120,1,1201,593);
INSERT INTO sched_waking VALUES(4915916791000,3,'tbench',1202,120,2,1102,599);
INSERT INTO sched_waking VALUES(4915917005000,1,'tbench',1201,120,0,1101,607);
INSERT INTO sched_waking VALUES(4915917175000,2,'tbench_srv',1102,120,3,1202,615);
INSERT INTO sched_waking VALUES(4915917306000,0,'tbench_srv',1101,120,1,1201,623);
INSERT INTO sched_waking VALUES(4915917491000,3,'tbench',1202,120,2,1102,631);
INSERT INTO sched_waking VALUES(4915917596000,1,'tbench',1201,120,0,1101,639);
INSERT INTO sched_waking VALUES(4915917667000,2,'tbench_srv',1102,120,3,1202,647);
INSERT INTO sched_waking VALUES(4915917814000,0,'tbench_srv',1101,120,1,1201,653);
INSERT INTO sched_waking VALUES(4915918014000,3,'tbench',1202,120,2,1102,661);
INSERT INTO sched_waking VALUES(4915918020000,2,'tbench_srv',1102,120,3,1202,666);
INSERT INTO sched_waking VALUES(4915918177000,1,'tbench',1201,120,0,1101,670);
INSERT INTO sched_waking VALUES(4915918274000,3,'tbench',1202,120,2,1102,678);
INSERT INTO sched_waking VALUES(4915918330000,0,'tbench_srv',1101,120,1,1201,686);
INSERT INTO sched_waking VALUES(4915918546000,2,'tbench_srv',1102,120,3,1202,692);
INSERT INTO sched_waking VALUES(4915918733000,1,'tbench',1201,120,0,1101,700);
INSERT INTO sched_waking VALUES(4915918827000,3,'tbench',1202,120,2,1102,708);
INSERT INTO sched_waking VALUES(4915919048000,2,'tbench_srv',1102,120,3,1202,716);
INSERT INTO sched_waking VALUES(4915919055000,0,'tbench_srv',1101,120,1,1201,721);
INSERT INTO sched_waking VALUES(4915919269000,1,'tbench',1201,120,0,1101,732);
INSERT INTO sched_waking VALUES(4915919411000,3,'tbench',1202,120,2,1102,740);
INSERT INTO sched_waking VALUES(4915919699000,0,'tbench_srv',1101,120,1,1201,748);
INSERT INTO sched_waking VALUES(4915919865000,2,'tbench_srv',1102,120,3,1202,756);
INSERT INTO sched_waking VALUES(4915919900000,1,'tbench',1201,120,0,1101,764);
INSERT INTO sched_waking VALUES(4915920142000,3,'tbench',1202,120,2,1102,771);
INSERT INTO sched_waking VALUES(4915920275000,0,'tbench_srv',1101,120,1,1201,779);
INSERT INTO sched_waking VALUES(4915920520000,2,'tbench_srv',1102,120,3,1202,787);
INSERT INTO sched_waking VALUES(4915920563000,1,'tbench',1201,120,0,1101,795);
INSERT INTO sched_waking VALUES(4915920812000,0,'rcu_preempt',15,120,0,1201,803);
INSERT INTO sched_waking VALUES(4915920817000,3,'tbench',1202,120,2,1102,806);
INSERT INTO sched_waking VALUES(4915920898000,0,'tbench_srv',1101,120,1,1201,814);
INSERT INTO sched_waking VALUES(4915920904000,1,'tbench',1201,120,0,1101,819);
INSERT INTO sched_waking VALUES(4915921174000,2,'tbench_srv',1102,120,3,1202,823);
INSERT INTO sched_waking VALUES(4915921290000,0,'tbench_srv',1101,120,1,1201,831);
INSERT INTO sched_waking VALUES(4915921349000,3,'tbench',1202,120,2,1102,840);
INSERT INTO sched_waking VALUES(4915921633000,1,'tbench',1201,120,0,1101,846);
INSERT INTO sched_waking VALUES(4915921739000,2,'tbench_srv',1102,120,3,1202,854);
INSERT INTO sched_waking VALUES(4915921966000,3,'tbench',1202,120,2,1102,862);
INSERT INTO sched_waking VALUES(4915921998000,0,'tbench_srv',1101,120,1,1201,870);
INSERT INTO sched_waking VALUES(4915922267000,1,'tbench',1201,120,0,1101,878);
INSERT INTO sched_waking VALUES(4915922366000,2,'tbench_srv',1102,120,3,1202,886);
INSERT INTO sched_waking VALUES(4915922648000,3,'tbench',1202,120,2,1102,894);
INSERT INTO sched_waking VALUES(4915922656000,0,'tbench_srv',1101,120,1,1201,899);
INSERT INTO sched_waking VALUES(4915922817000,1,'tbench',1201,120,0,1101,910);
INSERT INTO sched_waking VALUES(4915922986000,2,'tbench_srv',1102,120,3,1202,916);
INSERT INTO sched_waking VALUES(4915923072000,0,'tbench_srv',1101,120,1,1201,924);
INSERT INTO sched_waking VALUES(4915923336000,3,'tbench',1202,120,2,1102,932);
INSERT INTO sched_waking VALUES(4915923464000,1,'tbench',1201,120,0,1101,940);
INSERT INTO sched_waking VALUES(4915923779000,2,'tbench_srv',1102,120,3,1202,948);
INSERT INTO sched_waking VALUES(4915923909000,0,'tbench_srv',1101,120,1,1201,956);
INSERT INTO sched_waking VALUES(4915924162000,3,'tbench',1202,120,2,1102,964);
INSERT INTO sched_waking VALUES(4915924239000,1,'tbench',1201,120,0,1101,972);
INSERT INTO sched_waking VALUES(4915924465000,0,'tbench_srv',1101,120,1,1201,980);
INSERT INTO sched_waking VALUES(4915924484000,2,'tbench_srv',1102,120,3,1202,988);
INSERT INTO sched_waking VALUES(4915924722000,3,'tbench',1202,120,2,1102,996);
INSERT INTO sched_waking VALUES(4915924852000,1,'tbench',1201,120,0,1101,1004);
INSERT INTO sched_waking VALUES(4915925052000,2,'tbench_srv',1102,120,3,1202,1012);
INSERT INTO sched_waking VALUES(4915925176000,0,'tbench_srv',1101,120,1,1201,1020);
INSERT INTO sched_waking VALUES(4915925397000,3,'tbench',1202,120,2,1102,1028);
INSERT INTO sched_waking VALUES(4915925408000,0,'rcu_preempt',15,120,0,0,1037);
INSERT INTO sched_waking VALUES(4915925461000,1,'tbench',1201,120,0,1101,1043);
INSERT INTO sched_waking VALUES(4915925558000,2,'tbench_srv',1102,120,3,1202,1050);
INSERT INTO sched_waking VALUES(4915925695000,0,'tbench_srv',1101,120,1,1201,1056);
INSERT INTO sched_waking VALUES(4915925910000,3,'tbench',1202,120,2,1102,1064);
INSERT INTO sched_waking VALUES(4915926073000,1,'tbench',1201,120,0,1101,1072);
INSERT INTO sched_waking VALUES(4915926090000,2,'tbench_srv',1102,120,3,1202,1080);
INSERT INTO sched_waking VALUES(4915926392000,3,'tbench',1202,120,2,1102,1086);
INSERT INTO sched_waking VALUES(4915926439000,0,'tbench_srv',1101,120,1,1201,1094);
INSERT INTO sched_waking VALUES(4915926606000,2,'tbench_srv',1102,120,3,1202,1102);
INSERT INTO sched_waking VALUES(4915926808000,1,'tbench',1201,120,0,1101,1110);
INSERT INTO sched_waking VALUES(4915926854000,3,'tbench',1202,120,2,1102,1118);
INSERT INTO sched_waking VALUES(4915927098000,2,'tbench_srv',1102,120,3,1202,1126);
INSERT INTO sched_waking VALUES(4915927106000,0,'tbench_srv',1101,120,1,1201,1131);
INSERT INTO sched_waking VALUES(4915927350000,3,'tbench',1202,120,2,1102,1142);
INSERT INTO sched_waking VALUES(4915927530000,1,'tbench',1201,120,0,1101,1150);
INSERT INTO sched_waking VALUES(4915927654000,2,'tbench_srv',1102,120,3,1202,1158);
INSERT INTO sched_waking VALUES(4915927795000,0,'tbench_srv',1101,120,1,1201,1166);
INSERT INTO sched_waking VALUES(4915927948000,1,'tbench',1201,120,0,1101,1174);
INSERT INTO sched_waking VALUES(4915927983000,3,'tbench',1202,120,2,1102,1180);
INSERT INTO sched_waking VALUES(4915928318000,2,'tbench_srv',1102,120,3,1202,1188);
INSERT INTO sched_waking VALUES(4915928399000,0,'tbench_srv',1101,120,1,1201,1196);
INSERT INTO sched_waking VALUES(4915928505000,3,'tbench',1202,120,2,1102,1204);
INSERT INTO sched_waking VALUES(4915928571000,0,'rcu_preempt',15,120,0,0,1211);
INSERT INTO sched_waking VALUES(4915928711000,2,'tbench_srv',1102,120,3,1202,1216);
INSERT INTO sched_waking VALUES(4915928717000,3,'tbench',1202,120,2,1102,1221);
INSERT INTO sched_waking VALUES(4915928774000,1,'tbench',1201,120,0,1101,1225);
INSERT INTO sched_waking VALUES(4915929006000,2,'tbench_srv',1102,120,3,1202,1233);
INSERT INTO sched_waking VALUES(4915929201000,0,'tbench_srv',1101,120,1,1201,1241);
INSERT INTO sched_waking VALUES(4915929400000,1,'tbench',1201,120,0,1101,1249);
INSERT INTO sched_waking VALUES(4915929453000,3,'tbench',1202,120,2,1102,1256);
INSERT INTO sched_waking VALUES(4915929757000,2,'tbench_srv',1102,120,3,1202,1264);
INSERT INTO sched_waking VALUES(4915929782000,0,'tbench_srv',1101,120,1,1201,1272);
INSERT INTO sched_waking VALUES(4915929997000,3,'tbench',1202,120,2,1102,1280);
INSERT INTO sched_waking VALUES(4915930160000,1,'tbench',1201,120,0,1101,1288);
INSERT INTO sched_waking VALUES(4915930421000,2,'tbench_srv',1102,120,3,1202,1296);
INSERT INTO sched_waking VALUES(4915930590000,0,'tbench_srv',1101,120,1,1201,1304);
INSERT INTO sched_waking VALUES(4915930844000,1,'tbench',1201,120,0,1101,1312);
INSERT INTO sched_waking VALUES(4915930871000,3,'tbench',1202,120,2,1102,1320);
INSERT INTO sched_waking VALUES(4915931218000,0,'tbench_srv',1101,120,1,1201,1328);
INSERT INTO sched_waking VALUES(4915931220000,2,'tbench_srv',1102,120,3,1202,1332);
INSERT INTO sched_waking VALUES(4915931467000,3,'tbench',1202,120,2,1102,1344);
INSERT INTO sched_waking VALUES(4915931541000,1,'tbench',1201,120,0,1101,1352);
INSERT INTO sched_waking VALUES(4915931811000,0,'tbench_srv',1101,120,1,1201,1360);
INSERT INTO sched_waking VALUES(4915931864000,2,'tbench_srv',1102,120,3,1202,1368);
INSERT INTO sched_waking VALUES(4915932057000,3,'tbench',1202,120,2,1102,1376);
INSERT INTO sched_waking VALUES(4915932102000,1,'tbench',1201,120,0,1101,1382);
INSERT INTO sched_waking VALUES(4915932251000,0,'rcu_preempt',15,120,0,1201,1390);
INSERT INTO sched_waking VALUES(4915932256000,0,'tbench_srv',1101,120,1,1201,1392);
INSERT INTO sched_waking VALUES(4915932380000,2,'tbench_srv',1102,120,3,1202,1399);
INSERT INTO sched_waking VALUES(4915932581000,1,'tbench',1201,120,0,1101,1407);
INSERT INTO sched_waking VALUES(4915932587000,0,'tbench_srv',1101,120,1,1201,1414);
INSERT INTO sched_waking VALUES(4915932786000,3,'tbench',1202,120,2,1102,1421);
INSERT INTO sched_waking VALUES(4915933003000,2,'tbench_srv',1102,120,3,1202,1429);
INSERT INTO sched_waking VALUES(4915933007000,1,'tbench',1201,120,0,1101,1434);
INSERT INTO sched_waking VALUES(4915933298000,0,'tbench_srv',1101,120,1,1201,1445);
INSERT INTO sched_waking VALUES(4915933392000,3,'tbench',1202,120,2,1102,1453);
INSERT INTO sched_waking VALUES(4915933612000,2,'tbench_srv',1102,120,3,1202,1461);
INSERT INTO sched_waking VALUES(4915933688000,1,'tbench',1201,120,0,1101,1469);
INSERT INTO sched_waking VALUES(4915934047000,3,'tbench',1202,120,2,1102,1478);
INSERT INTO sched_waking VALUES(4915934130000,0,'tbench_srv',1101,120,1,1201,1486);
INSERT INTO sched_waking VALUES(4915934286000,1,'tbench',1201,120,0,1101,1493);
INSERT INTO sched_waking VALUES(4915934444000,0,'tbench_srv',1101,120,1,1201,1500);
CREATE TABLE sched_wakeup (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_wakeup VALUES(4915905503000,1,'tbench_srv',1101,120,1,0,25);
INSERT INTO sched_wakeup VALUES(4915905505000,3,'tbench_srv',1102,120,3,0,29);
INSERT INTO sched_wakeup VALUES(4915905763000,0,'tbench',1201,120,0,0,40);
INSERT INTO sched_wakeup VALUES(4915905936000,2,'tbench',1202,120,2,0,48);
INSERT INTO sched_wakeup VALUES(4915906200000,1,'tbench_srv',1101,120,1,0,57);
INSERT INTO sched_wakeup VALUES(4915906363000,3,'tbench_srv',1102,120,3,0,64);
INSERT INTO sched_wakeup VALUES(4915906506000,0,'tbench',1201,120,0,0,72);
INSERT INTO sched_wakeup VALUES(4915906690000,1,'tbench_srv',1101,120,1,0,80);
INSERT INTO sched_wakeup VALUES(4915906796000,2,'tbench',1202,120,2,0,86);
INSERT INTO sched_wakeup VALUES(4915906860000,0,'tbench',1201,120,0,0,94);
INSERT INTO sched_wakeup VALUES(4915907038000,1,'tbench_srv',1101,120,1,0,102);
INSERT INTO sched_wakeup VALUES(4915907223000,3,'tbench_srv',1102,120,3,0,108);
INSERT INTO sched_wakeup VALUES(4915907413000,2,'tbench',1202,120,2,0,116);
INSERT INTO sched_wakeup VALUES(4915907430000,0,'tbench',1201,120,0,0,122);
INSERT INTO sched_wakeup VALUES(4915907732000,3,'tbench_srv',1102,120,3,0,130);
INSERT INTO sched_wakeup VALUES(4915907770000,1,'tbench_srv',1101,120,1,0,138);
INSERT INTO sched_wakeup VALUES(4915907929000,0,'tbench',1201,120,0,0,146);
INSERT INTO sched_wakeup VALUES(4915908073000,2,'tbench',1202,120,2,0,152);
INSERT INTO sched_wakeup VALUES(4915908369000,1,'tbench_srv',1101,120,1,0,160);
INSERT INTO sched_wakeup VALUES(4915908490000,3,'tbench_srv',1102,120,3,0,168);
INSERT INTO sched_wakeup VALUES(4915908712000,2,'tbench',1202,120,2,0,177);
INSERT INTO sched_wakeup VALUES(4915908712000,0,'tbench',1201,120,0,0,180);
INSERT INTO sched_wakeup VALUES(4915908981000,3,'tbench_srv',1102,120,3,0,192);
INSERT INTO sched_wakeup VALUES(4915909053000,1,'tbench_srv',1101,120,1,0,200);
INSERT INTO sched_wakeup VALUES(4915909289000,2,'tbench',1202,120,2,0,208);
INSERT INTO sched_wakeup VALUES(4915909366000,0,'tbench',1201,120,0,0,216);
INSERT INTO sched_wakeup VALUES(4915909447000,3,'tbench_srv',1102,120,3,0,224);
INSERT INTO sched_wakeup VALUES(4915909546000,1,'tbench_srv',1101,120,1,0,230);
INSERT INTO sched_wakeup VALUES(4915909686000,2,'tbench',1202,120,2,0,236);
INSERT INTO sched_wakeup VALUES(4915909733000,0,'rcu_preempt',15,120,0,0,244);
INSERT INTO sched_wakeup VALUES(4915909757000,0,'tbench',1201,120,0,0,251);
INSERT INTO sched_wakeup VALUES(4915910105000,3,'tbench_srv',1102,120,3,0,259);
INSERT INTO sched_wakeup VALUES(4915910190000,1,'tbench_srv',1101,120,1,0,267);
INSERT INTO sched_wakeup VALUES(4915910376000,2,'tbench',1202,120,2,0,274);
INSERT INTO sched_wakeup VALUES(4915910535000,0,'tbench',1201,120,0,0,282);
INSERT INTO sched_wakeup VALUES(4915910678000,3,'tbench_srv',1102,120,3,0,290);
INSERT INTO sched_wakeup VALUES(4915910832000,1,'tbench_srv',1101,120,1,0,298);
INSERT INTO sched_wakeup VALUES(4915910877000,2,'tbench',1202,120,2,0,306);
INSERT INTO sched_wakeup VALUES(4915911231000,0,'tbench',1201,120,0,0,314);
INSERT INTO sched_wakeup VALUES(4915911301000,3,'tbench_srv',1102,120,3,0,322);
INSERT INTO sched_wakeup VALUES(4915911501000,1,'tbench_srv',1101,120,1,0,330);
INSERT INTO sched_wakeup VALUES(4915911702000,0,'tbench',1201,120,0,0,338);
INSERT INTO sched_wakeup VALUES(4915911751000,2,'tbench',1202,120,2,0,345);
INSERT INTO sched_wakeup VALUES(4915912000000,1,'tbench_srv',1101,120,1,0,353);
INSERT INTO sched_wakeup VALUES(4915912044000,3,'tbench_srv',1102,120,3,0,362);
INSERT INTO sched_wakeup VALUES(4915912295000,0,'tbench',1201,120,0,0,369);
INSERT INTO sched_wakeup VALUES(4915912454000,2,'tbench',1202,120,2,0,377);
INSERT INTO sched_wakeup VALUES(4915912639000,1,'tbench_srv',1101,120,1,0,385);
INSERT INTO sched_wakeup VALUES(4915912852000,3,'tbench_srv',1102,120,3,0,393);
INSERT INTO sched_wakeup VALUES(4915913065000,0,'tbench',1201,120,0,0,401);
INSERT INTO sched_wakeup VALUES(4915913281000,2,'tbench',1202,120,2,0,409);
INSERT INTO sched_wakeup VALUES(4915913349000,1,'tbench_srv',1101,120,1,0,417);
INSERT INTO sched_wakeup VALUES(4915913646000,0,'tbench',1201,120,0,0,425);
INSERT INTO sched_wakeup VALUES(4915913662000,3,'tbench_srv',1102,120,3,0,433);
INSERT INTO sched_wakeup VALUES(4915913988000,1,'tbench_srv',1101,120,1,0,441);
INSERT INTO sched_wakeup VALUES(4915913998000,2,'tbench',1202,120,2,0,449);
INSERT INTO sched_wakeup VALUES(4915914188000,0,'tbench',1201,120,0,0,457);
INSERT INTO sched_wakeup VALUES(4915914267000,3,'tbench_srv',1102,120,3,0,464);
INSERT INTO sched_wakeup VALUES(4915914503000,1,'tbench_srv',1101,120,1,0,472);
INSERT INTO sched_wakeup VALUES(4915914658000,2,'tbench',1202,120,2,0,480);
INSERT INTO sched_wakeup VALUES(4915914773000,0,'tbench',1201,120,0,0,488);
INSERT INTO sched_wakeup VALUES(4915915095000,3,'tbench_srv',1102,120,3,0,496);
INSERT INTO sched_wakeup VALUES(4915915172000,1,'tbench_srv',1101,120,1,0,504);
INSERT INTO sched_wakeup VALUES(4915915286000,0,'rcu_preempt',15,120,0,0,512);
INSERT INTO sched_wakeup VALUES(4915915299000,2,'tbench',1202,120,2,0,518);
INSERT INTO sched_wakeup VALUES(4915915389000,0,'tbench',1201,120,0,0,525);
INSERT INTO sched_wakeup VALUES(4915915655000,3,'tbench_srv',1102,120,3,0,533);
INSERT INTO sched_wakeup VALUES(4915915708000,1,'tbench_srv',1101,120,1,0,541);
INSERT INTO sched_wakeup VALUES(4915916015000,2,'tbench',1202,120,2,0,549);
INSERT INTO sched_wakeup VALUES(4915916052000,0,'tbench',1201,120,0,0,557);
INSERT INTO sched_wakeup VALUES(4915916214000,1,'tbench_srv',1101,120,1,0,565);
INSERT INTO sched_wakeup VALUES(4915916273000,3,'tbench_srv',1102,120,3,0,571);
INSERT INTO sched_wakeup VALUES(4915916276000,3,'tbench',1202,120,2,1102,575);
INSERT INTO sched_wakeup VALUES(4915916426000,0,'tbench',1201,120,0,0,580);
INSERT INTO sched_wakeup VALUES(4915916445000,3,'tbench_srv',1102,120,3,0,588);
INSERT INTO sched_wakeup VALUES(4915916620000,1,'tbench_srv',1101,120,1,0,595);
INSERT INTO sched_wakeup VALUES(4915916793000,2,'tbench',1202,120,2,0,601);
INSERT INTO sched_wakeup VALUES(4915917008000,0,'tbench',1201,120,0,0,609);
INSERT INTO sched_wakeup VALUES(4915917178000,3,'tbench_srv',1102,120,3,0,617);
INSERT INTO sched_wakeup VALUES(4915917309000,1,'tbench_srv',1101,120,1,0,625);
INSERT INTO sched_wakeup VALUES(4915917493000,2,'tbench',1202,120,2,0,633);
INSERT INTO sched_wakeup VALUES(4915917597000,0,'tbench',1201,120,0,0,641);
INSERT INTO sched_wakeup VALUES(4915917668000,3,'tbench_srv',1102,120,3,0,649);
INSERT INTO sched_wakeup VALUES(4915917817000,1,'tbench_srv',1101,120,1,0,655);
INSERT INTO sched_wakeup VALUES(4915918015000,2,'tbench',1202,120,2,0,663);
INSERT INTO sched_wakeup VALUES(4915918020000,2,'tbench_srv',1102,120,3,1202,667);
INSERT INTO sched_wakeup VALUES(4915918179000,0,'tbench',1201,120,0,0,672);
INSERT INTO sched_wakeup VALUES(4915918277000,2,'tbench',1202,120,2,0,680);
INSERT INTO sched_wakeup VALUES(4915918332000,1,'tbench_srv',1101,120,1,0,688);
INSERT INTO sched_wakeup VALUES(4915918547000,3,'tbench_srv',1102,120,3,0,694);
INSERT INTO sched_wakeup VALUES(4915918735000,0,'tbench',1201,120,0,0,702);
INSERT INTO sched_wakeup VALUES(4915918829000,2,'tbench',1202,120,2,0,710);
INSERT INTO sched_wakeup VALUES(4915919049000,3,'tbench_srv',1102,120,3,0,718);
INSERT INTO sched_wakeup VALUES(4915919058000,1,'tbench_srv',1101,120,1,0,723);
INSERT INTO sched_wakeup VALUES(4915919272000,0,'tbench',1201,120,0,0,734);
INSERT INTO sched_wakeup VALUES(4915919414000,2,'tbench',1202,120,2,0,742);
INSERT INTO sched_wakeup VALUES(4915919702000,1,'tbench_srv',1101,120,1,0,750);
INSERT INTO sched_wakeup VALUES(4915919867000,3,'tbench_srv',1102,120,3,0,758);
INSERT INTO sched_wakeup VALUES(4915919903000,0,'tbench',1201,120,0,0,766);
INSERT INTO sched_wakeup VALUES(4915920144000,2,'tbench',1202,120,2,0,773);
INSERT INTO sched_wakeup VALUES(4915920278000,1,'tbench_srv',1101,120,1,0,781);
INSERT INTO sched_wakeup VALUES(4915920523000,3,'tbench_srv',1102,120,3,0,789);
INSERT INTO sched_wakeup VALUES(4915920565000,0,'tbench',1201,120,0,0,797);
INSERT INTO sched_wakeup VALUES(4915920812000,0,'rcu_preempt',15,120,0,1201,804);
INSERT INTO sched_wakeup VALUES(4915920818000,2,'tbench',1202,120,2,0,808);
INSERT INTO sched_wakeup VALUES(4915920899000,1,'tbench_srv',1101,120,1,0,816);
INSERT INTO sched_wakeup VALUES(4915920904000,1,'tbench',1201,120,0,1101,820);
INSERT INTO sched_wakeup VALUES(4915921177000,3,'tbench_srv',1102,120,3,0,825);
INSERT INTO sched_wakeup VALUES(4915921292000,1,'tbench_srv',1101,120,1,0,833);
INSERT INTO sched_wakeup VALUES(4915921351000,2,'tbench',1202,120,2,0,842);
INSERT INTO sched_wakeup VALUES(4915921636000,0,'tbench',1201,120,0,0,848);
INSERT INTO sched_wakeup VALUES(4915921740000,3,'tbench_srv',1102,120,3,0,856);
INSERT INTO sched_wakeup VALUES(4915921969000,2,'tbench',1202,120,2,0,864);
INSERT INTO sched_wakeup VALUES(4915921999000,1,'tbench_srv',1101,120,1,0,872);
INSERT INTO sched_wakeup VALUES(4915922270000,0,'tbench',1201,120,0,0,880);
INSERT INTO sched_wakeup VALUES(4915922368000,3,'tbench_srv',1102,120,3,0,888);
INSERT INTO sched_wakeup VALUES(4915922650000,2,'tbench',1202,120,2,0,896);
INSERT INTO sched_wakeup VALUES(4915922658000,1,'tbench_srv',1101,120,1,0,903);
INSERT INTO sched_wakeup VALUES(4915922819000,0,'tbench',1201,120,0,0,912);
INSERT INTO sched_wakeup VALUES(4915922987000,3,'tbench_srv',1102,120,3,0,918);
INSERT INTO sched_wakeup VALUES(4915923074000,1,'tbench_srv',1101,120,1,0,926);
INSERT INTO sched_wakeup VALUES(4915923337000,2,'tbench',1202,120,2,0,934);
INSERT INTO sched_wakeup VALUES(4915923465000,0,'tbench',1201,120,0,0,942);
INSERT INTO sched_wakeup VALUES(4915923780000,3,'tbench_srv',1102,120,3,0,950);
INSERT INTO sched_wakeup VALUES(4915923910000,1,'tbench_srv',1101,120,1,0,958);
INSERT INTO sched_wakeup VALUES(4915924163000,2,'tbench',1202,120,2,0,966);
INSERT INTO sched_wakeup VALUES(4915924241000,0,'tbench',1201,120,0,0,974);
INSERT INTO sched_wakeup VALUES(4915924466000,1,'tbench_srv',1101,120,1,0,982);
INSERT INTO sched_wakeup VALUES(4915924487000,3,'tbench_srv',1102,120,3,0,990);
INSERT INTO sched_wakeup VALUES(4915924723000,2,'tbench',1202,120,2,0,998);
INSERT INTO sched_wakeup VALUES(4915924853000,0,'tbench',1201,120,0,0,1006);
INSERT INTO sched_wakeup VALUES(4915925055000,3,'tbench_srv',1102,120,3,0,1014);
INSERT INTO sched_wakeup VALUES(4915925179000,1,'tbench_srv',1101,120,1,0,1022);
INSERT INTO sched_wakeup VALUES(4915925399000,2,'tbench',1202,120,2,0,1030);
INSERT INTO sched_wakeup VALUES(4915925408000,0,'rcu_preempt',15,120,0,0,1038);
INSERT INTO sched_wakeup VALUES(4915925463000,0,'tbench',1201,120,0,0,1045);
INSERT INTO sched_wakeup VALUES(4915925560000,3,'tbench_srv',1102,120,3,0,1052);
INSERT INTO sched_wakeup VALUES(4915925698000,1,'tbench_srv',1101,120,1,0,1058);
INSERT INTO sched_wakeup VALUES(4915925912000,2,'tbench',1202,120,2,0,1066);
INSERT INTO sched_wakeup VALUES(4915926074000,0,'tbench',1201,120,0,0,1074);
INSERT INTO sched_wakeup VALUES(4915926091000,3,'tbench_srv',1102,120,3,0,1082);
INSERT INTO sched_wakeup VALUES(4915926393000,2,'tbench',1202,120,2,0,1088);
INSERT INTO sched_wakeup VALUES(4915926442000,1,'tbench_srv',1101,120,1,0,1096);
INSERT INTO sched_wakeup VALUES(4915926608000,3,'tbench_srv',1102,120,3,0,1104);
INSERT INTO sched_wakeup VALUES(4915926811000,0,'tbench',1201,120,0,0,1112);
INSERT INTO sched_wakeup VALUES(4915926856000,2,'tbench',1202,120,2,0,1120);
INSERT INTO sched_wakeup VALUES(4915927101000,3,'tbench_srv',1102,120,3,0,1128);
INSERT INTO sched_wakeup VALUES(4915927109000,1,'tbench_srv',1101,120,1,0,1136);
INSERT INTO sched_wakeup VALUES(4915927352000,2,'tbench',1202,120,2,0,1144);
INSERT INTO sched_wakeup VALUES(4915927533000,0,'tbench',1201,120,0,0,1152);
INSERT INTO sched_wakeup VALUES(4915927656000,3,'tbench_srv',1102,120,3,0,1160);
INSERT INTO sched_wakeup VALUES(4915927797000,1,'tbench_srv',1101,120,1,0,1168);
INSERT INTO sched_wakeup VALUES(4915927950000,0,'tbench',1201,120,0,0,1176);
INSERT INTO sched_wakeup VALUES(4915927985000,2,'tbench',1202,120,2,0,1182);
INSERT INTO sched_wakeup VALUES(4915928320000,3,'tbench_srv',1102,120,3,0,1190);
INSERT INTO sched_wakeup VALUES(4915928400000,1,'tbench_srv',1101,120,1,0,1198);
INSERT INTO sched_wakeup VALUES(4915928508000,2,'tbench',1202,120,2,0,1206);
INSERT INTO sched_wakeup VALUES(4915928571000,0,'rcu_preempt',15,120,0,0,1212);
INSERT INTO sched_wakeup VALUES(4915928712000,3,'tbench_srv',1102,120,3,0,1218);
INSERT INTO sched_wakeup VALUES(4915928717000,3,'tbench',1202,120,2,1102,1222);
INSERT INTO sched_wakeup VALUES(4915928776000,0,'tbench',1201,120,0,0,1227);
INSERT INTO sched_wakeup VALUES(4915929007000,3,'tbench_srv',1102,120,3,0,1235);
INSERT INTO sched_wakeup VALUES(4915929203000,1,'tbench_srv',1101,120,1,0,1243);
INSERT INTO sched_wakeup VALUES(4915929402000,0,'tbench',1201,120,0,0,1251);
INSERT INTO sched_wakeup VALUES(4915929455000,2,'tbench',1202,120,2,0,1258);
INSERT INTO sched_wakeup VALUES(4915929758000,3,'tbench_srv',1102,120,3,0,1266);
INSERT INTO sched_wakeup VALUES(4915929783000,1,'tbench_srv',1101,120,1,0,1274);
INSERT INTO sched_wakeup VALUES(4915930000000,2,'tbench',1202,120,2,0,1282);
INSERT INTO sched_wakeup VALUES(4915930162000,0,'tbench',1201,120,0,0,1290);
INSERT INTO sched_wakeup VALUES(4915930423000,3,'tbench_srv',1102,120,3,0,1298);
INSERT INTO sched_wakeup VALUES(4915930593000,1,'tbench_srv',1101,120,1,0,1306);
INSERT INTO sched_wakeup VALUES(4915930846000,0,'tbench',1201,120,0,0,1314);
INSERT INTO sched_wakeup VALUES(4915930872000,2,'tbench',1202,120,2,0,1322);
INSERT INTO sched_wakeup VALUES(4915931219000,1,'tbench_srv',1101,120,1,0,1330);
INSERT INTO sched_wakeup VALUES(4915931222000,3,'tbench_srv',1102,120,3,0,1335);
INSERT INTO sched_wakeup VALUES(4915931469000,2,'tbench',1202,120,2,0,1346);
INSERT INTO sched_wakeup VALUES(4915931542000,0,'tbench',1201,120,0,0,1354);
INSERT INTO sched_wakeup VALUES(4915931812000,1,'tbench_srv',1101,120,1,0,1362);
INSERT INTO sched_wakeup VALUES(4915931867000,3,'tbench_srv',1102,120,3,0,1370);
INSERT INTO sched_wakeup VALUES(4915932058000,2,'tbench',1202,120,2,0,1378);
INSERT INTO sched_wakeup VALUES(4915932105000,0,'tbench',1201,120,0,0,1384);
INSERT INTO sched_wakeup VALUES(4915932251000,0,'rcu_preempt',15,120,0,1201,1391);
INSERT INTO sched_wakeup VALUES(4915932257000,1,'tbench_srv',1101,120,1,0,1394);
INSERT INTO sched_wakeup VALUES(4915932382000,3,'tbench_srv',1102,120,3,0,1401);
INSERT INTO sched_wakeup VALUES(4915932582000,0,'tbench',1201,120,0,0,1409);
INSERT INTO sched_wakeup VALUES(4915932589000,1,'tbench_srv',1101,120,1,0,1417);
INSERT INTO sched_wakeup VALUES(4915932787000,2,'tbench',1202,120,2,0,1423);
INSERT INTO sched_wakeup VALUES(4915933005000,3,'tbench_srv',1102,120,3,0,1431);
INSERT INTO sched_wakeup VALUES(4915933010000,0,'tbench',1201,120,0,0,1436);
INSERT INTO sched_wakeup VALUES(4915933299000,1,'tbench_srv',1101,120,1,0,1447);
INSERT INTO sched_wakeup VALUES(4915933393000,2,'tbench',1202,120,2,0,1455);
INSERT INTO sched_wakeup VALUES(4915933614000,3,'tbench_srv',1102,120,3,0,1463);
INSERT INTO sched_wakeup VALUES(4915933691000,0,'tbench',1201,120,0,0,1471);
INSERT INTO sched_wakeup VALUES(4915934050000,2,'tbench',1202,120,2,0,1480);
INSERT INTO sched_wakeup VALUES(4915934132000,1,'tbench_srv',1101,120,1,0,1488);
INSERT INTO sched_wakeup VALUES(4915934287000,0,'tbench',1201,120,0,0,1495);
CREATE TABLE sched_wakeup_new (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	target_cpu	INTEGER,
	waker_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_wakeup_new VALUES(4915905054000,0,'tbench',1201,120,0,1200,2);
INSERT INTO sched_wakeup_new VALUES(4915905073000,1,'tbench_srv',1101,120,1,1100,5);
INSERT INTO sched_wakeup_new VALUES(4915905078000,0,'tbench',1202,120,2,1200,8);
INSERT INTO sched_wakeup_new VALUES(4915905092000,1,'tbench_srv',1102,120,3,1100,12);
CREATE TABLE sched_migrate_task (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	orig_cpu	INTEGER,
	dest_cpu	INTEGER,
	seq		INTEGER
);
CREATE TABLE sched_process_fork (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	parent_comm	TEXT,
	parent_pid	INTEGER,
	child_comm	TEXT,
	child_pid	INTEGER,
	seq		INTEGER
);
INSERT INTO sched_process_fork VALUES(4915905054000,0,'tbench',1200,'tbench',1201,1);
INSERT INTO sched_process_fork VALUES(4915905073000,1,'tbench_srv',1100,'tbench_srv',1101,4);
INSERT INTO sched_process_fork VALUES(4915905078000,0,'tbench',1200,'tbench',1202,7);
INSERT INTO sched_process_fork VALUES(4915905092000,1,'tbench_srv',1100,'tbench_srv',1102,11);
CREATE TABLE sched_process_exec (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	filename	TEXT,
	pid		INTEGER,
	old_pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE sched_process_exit (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	comm		TEXT,
	pid		INTEGER,
	prio		INTEGER,
	group_dead	INTEGER,
	seq		INTEGER
);
CREATE TABLE cpu_frequency (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE cpu_frequency_limits (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	min_freq	INTEGER,
	max_freq	INTEGER,
	cpu_id		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE cpu_idle (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	state		INTEGER,
	cpu_id		INTEGER,
	seq		INTEGER
);
INSERT INTO cpu_idle VALUES(4915905081000,2,4294967295,2,9);
INSERT INTO cpu_idle VALUES(4915905094000,3,4294967295,3,13);
INSERT INTO cpu_idle VALUES(4915905107000,3,2,3,17);
INSERT INTO cpu_idle VALUES(4915905133000,1,2,1,21);
INSERT INTO cpu_idle VALUES(4915905503000,1,4294967295,1,24);
INSERT INTO cpu_idle VALUES(4915905505000,3,4294967295,3,28);
INSERT INTO cpu_idle VALUES(4915905509000,0,2,0,34);
INSERT INTO cpu_idle VALUES(4915905518000,2,2,2,37);
INSERT INTO cpu_idle VALUES(4915905763000,0,4294967295,0,39);
INSERT INTO cpu_idle VALUES(4915905773000,1,2,1,45);
INSERT INTO cpu_idle VALUES(4915905936000,2,4294967295,2,47);
INSERT INTO cpu_idle VALUES(4915905947000,3,1,3,53);
INSERT INTO cpu_idle VALUES(4915906200000,1,4294967295,1,56);
INSERT INTO cpu_idle VALUES(4915906212000,0,2,0,61);
INSERT INTO cpu_idle VALUES(4915906363000,3,4294967295,3,63);
INSERT INTO cpu_idle VALUES(4915906368000,2,1,2,69);
INSERT INTO cpu_idle VALUES(4915906506000,0,4294967295,0,71);
INSERT INTO cpu_idle VALUES(4915906510000,1,1,1,77);
INSERT INTO cpu_idle VALUES(4915906690000,1,4294967295,1,79);
INSERT INTO cpu_idle VALUES(4915906694000,0,1,0,83);
INSERT INTO cpu_idle VALUES(4915906796000,2,4294967295,2,85);
INSERT INTO cpu_idle VALUES(4915906808000,3,2,3,91);
INSERT INTO cpu_idle VALUES(4915906860000,0,4294967295,0,93);
INSERT INTO cpu_idle VALUES(4915906871000,1,1,1,99);
INSERT INTO cpu_idle VALUES(4915907038000,1,4294967295,1,101);
INSERT INTO cpu_idle VALUES(4915907039000,0,2,0,105);
INSERT INTO cpu_idle VALUES(4915907223000,3,4294967295,3,107);
INSERT INTO cpu_idle VALUES(4915907230000,2,2,2,113);
INSERT INTO cpu_idle VALUES(4915907413000,2,4294967295,2,115);
INSERT INTO cpu_idle VALUES(4915907419000,3,1,3,119);
INSERT INTO cpu_idle VALUES(4915907430000,0,4294967295,0,121);
INSERT INTO cpu_idle VALUES(4915907434000,1,2,1,127);
INSERT INTO cpu_idle VALUES(4915907732000,3,4294967295,3,129);
INSERT INTO cpu_idle VALUES(4915907739000,2,2,2,135);
INSERT INTO cpu_idle VALUES(4915907770000,1,4294967295,1,137);
INSERT INTO cpu_idle VALUES(4915907785000,0,2,0,143);
INSERT INTO cpu_idle VALUES(4915907929000,0,4294967295,0,145);
INSERT INTO cpu_idle VALUES(4915907934000,1,2,1,149);
INSERT INTO cpu_idle VALUES(4915908073000,2,4294967295,2,151);
INSERT INTO cpu_idle VALUES(4915908083000,3,1,3,157);
INSERT INTO cpu_idle VALUES(4915908369000,1,4294967295,1,159);
INSERT INTO cpu_idle VALUES(4915908379000,0,2,0,165);
INSERT INTO cpu_idle VALUES(4915908490000,3,4294967295,3,167);
INSERT INTO cpu_idle VALUES(4915908494000,2,1,2,173);
INSERT INTO cpu_idle VALUES(4915908712000,2,4294967295,2,176);
INSERT INTO cpu_idle VALUES(4915908712000,0,4294967295,0,179);
INSERT INTO cpu_idle VALUES(4915908715000,3,1,3,188);
INSERT INTO cpu_idle VALUES(4915908715000,1,2,1,189);
INSERT INTO cpu_idle VALUES(4915908981000,3,4294967295,3,191);
INSERT INTO cpu_idle VALUES(4915908994000,2,1,2,197);
INSERT INTO cpu_idle VALUES(4915909053000,1,4294967295,1,199);
INSERT INTO cpu_idle VALUES(4915909066000,0,2,0,205);
INSERT INTO cpu_idle VALUES(4915909289000,2,4294967295,2,207);
INSERT INTO cpu_idle VALUES(4915909304000,3,2,3,213);
INSERT INTO cpu_idle VALUES(4915909366000,0,4294967295,0,215);
INSERT INTO cpu_idle VALUES(4915909377000,1,2,1,221);
INSERT INTO cpu_idle VALUES(4915909447000,3,4294967295,3,223);
INSERT INTO cpu_idle VALUES(4915909458000,2,2,2,227);
INSERT INTO cpu_idle VALUES(4915909546000,1,4294967295,1,229);
INSERT INTO cpu_idle VALUES(4915909552000,0,1,0,233);
INSERT INTO cpu_idle VALUES(4915909686000,2,4294967295,2,235);
INSERT INTO cpu_idle VALUES(4915909695000,3,1,3,241);
INSERT INTO cpu_idle VALUES(4915909733000,0,4294967295,0,242);
INSERT INTO cpu_idle VALUES(4915909736000,0,2,0,248);
INSERT INTO cpu_idle VALUES(4915909757000,0,4294967295,0,250);
INSERT INTO cpu_idle VALUES(4915909761000,1,2,1,255);
INSERT INTO cpu_idle VALUES(4915910105000,3,4294967295,3,258);
INSERT INTO cpu_idle VALUES(4915910116000,2,2,2,264);
INSERT INTO cpu_idle VALUES(4915910190000,1,4294967295,1,266);
INSERT INTO cpu_idle VALUES(4915910197000,0,2,0,271);
INSERT INTO cpu_idle VALUES(4915910376000,2,4294967295,2,273);
INSERT INTO cpu_idle VALUES(4915910389000,3,2,3,279);
INSERT INTO cpu_idle VALUES(4915910535000,0,4294967295,0,281);
INSERT INTO cpu_idle VALUES(4915910546000,1,1,1,287);
INSERT INTO cpu_idle VALUES(4915910678000,3,4294967295,3,289);
INSERT INTO cpu_idle VALUES(4915910692000,2,2,2,295);
INSERT INTO cpu_idle VALUES(4915910832000,1,4294967295,1,297);
INSERT INTO cpu_idle VALUES(4915910841000,0,2,0,303);
INSERT INTO cpu_idle VALUES(4915910877000,2,4294967295,2,305);
INSERT INTO cpu_idle VALUES(4915910883000,3,1,3,310);
INSERT INTO cpu_idle VALUES(4915911231000,0,4294967295,0,313);
INSERT INTO cpu_idle VALUES(4915911242000,1,2,1,319);
INSERT INTO cpu_idle VALUES(4915911301000,3,4294967295,3,321);
INSERT INTO cpu_idle VALUES(4915911306000,2,2,2,327);
INSERT INTO cpu_idle VALUES(4915911501000,1,4294967295,1,329);
INSERT INTO cpu_idle VALUES(4915911512000,0,2,0,335);
INSERT INTO cpu_idle VALUES(4915911702000,0,4294967295,0,337);
INSERT INTO cpu_idle VALUES(4915911715000,1,2,1,342);
INSERT INTO cpu_idle VALUES(4915911751000,2,4294967295,2,344);
INSERT INTO cpu_idle VALUES(4915911763000,3,2,3,350);
INSERT INTO cpu_idle VALUES(4915912000000,1,4294967295,1,352);
INSERT INTO cpu_idle VALUES(4915912007000,0,2,0,358);
INSERT INTO cpu_idle VALUES(4915912044000,3,4294967295,3,361);
INSERT INTO cpu_idle VALUES(4915912057000,2,1,2,366);
INSERT INTO cpu_idle VALUES(4915912295000,0,4294967295,0,368);
INSERT INTO cpu_idle VALUES(4915912299000,1,2,1,374);
INSERT INTO cpu_idle VALUES(4915912454000,2,4294967295,2,376);
INSERT INTO cpu_idle VALUES(4915912464000,3,1,3,382);
INSERT INTO cpu_idle VALUES(4915912639000,1,4294967295,1,384);
INSERT INTO cpu_idle VALUES(4915912648000,0,2,0,390);
INSERT INTO cpu_idle VALUES(4915912852000,3,4294967295,3,392);
INSERT INTO cpu_idle VALUES(4915912860000,2,1,2,398);
INSERT INTO cpu_idle VALUES(4915913065000,0,4294967295,0,400);
INSERT INTO cpu_idle VALUES(4915913072000,1,2,1,406);
INSERT INTO cpu_idle VALUES(4915913281000,2,4294967295,2,408);
INSERT INTO cpu_idle VALUES(4915913290000,3,1,3,414);
INSERT INTO cpu_idle VALUES(4915913349000,1,4294967295,1,416);
INSERT INTO cpu_idle VALUES(4915913362000,0,1,0,422);
INSERT INTO cpu_idle VALUES(4915913646000,0,4294967295,0,424);
INSERT INTO cpu_idle VALUES(4915913653000,1,2,1,430);
INSERT INTO cpu_idle VALUES(4915913662000,3,4294967295,3,432);
INSERT INTO cpu_idle VALUES(4915913664000,2,1,2,438);
INSERT INTO cpu_idle VALUES(4915913988000,1,4294967295,1,440);
INSERT INTO cpu_idle VALUES(4915913993000,0,1,0,446);
INSERT INTO cpu_idle VALUES(4915913998000,2,4294967295,2,448);
INSERT INTO cpu_idle VALUES(4915914005000,3,2,3,454);
INSERT INTO cpu_idle VALUES(4915914188000,0,4294967295,0,456);
INSERT INTO cpu_idle VALUES(4915914190000,1,1,1,461);
INSERT INTO cpu_idle VALUES(4915914267000,3,4294967295,3,463);
INSERT INTO cpu_idle VALUES(4915914276000,2,1,2,469);
INSERT INTO cpu_idle VALUES(4915914503000,1,4294967295,1,471);
INSERT INTO cpu_idle VALUES(4915914505000,0,2,0,477);
INSERT INTO cpu_idle VALUES(4915914658000,2,4294967295,2,479);
INSERT INTO cpu_idle VALUES(4915914665000,3,2,3,485);
INSERT INTO cpu_idle VALUES(4915914773000,0,4294967295,0,487);
INSERT INTO cpu_idle VALUES(4915914776000,1,2,1,493);
INSERT INTO cpu_idle VALUES(4915915095000,3,4294967295,3,495);
INSERT INTO cpu_idle VALUES(4915915109000,2,1,2,501);
INSERT INTO cpu_idle VALUES(4915915172000,1,4294967295,1,503);
INSERT INTO cpu_idle VALUES(4915915184000,0,2,0,509);
INSERT INTO cpu_idle VALUES(4915915286000,0,4294967295,0,510);
INSERT INTO cpu_idle VALUES(4915915298000,0,2,0,516);
INSERT INTO cpu_idle VALUES(4915915299000,2,4294967295,2,517);
INSERT INTO cpu_idle VALUES(4915915309000,3,2,3,522);
INSERT INTO cpu_idle VALUES(4915915389000,0,4294967295,0,524);
INSERT INTO cpu_idle VALUES(4915915400000,1,2,1,530);
INSERT INTO cpu_idle VALUES(4915915655000,3,4294967295,3,532);
INSERT INTO cpu_idle VALUES(4915915664000,2,1,2,538);
INSERT INTO cpu_idle VALUES(4915915708000,1,4294967295,1,540);
INSERT INTO cpu_idle VALUES(4915915711000,0,1,0,546);
INSERT INTO cpu_idle VALUES(4915916015000,2,4294967295,2,548);
INSERT INTO cpu_idle VALUES(4915916028000,3,2,3,554);
INSERT INTO cpu_idle VALUES(4915916052000,0,4294967295,0,556);
INSERT INTO cpu_idle VALUES(4915916060000,1,1,1,562);
INSERT INTO cpu_idle VALUES(4915916214000,1,4294967295,1,564);
INSERT INTO cpu_idle VALUES(4915916225000,0,2,0,568);
INSERT INTO cpu_idle VALUES(4915916273000,3,4294967295,3,570);
INSERT INTO cpu_idle VALUES(4915916289000,3,2,3,577);
INSERT INTO cpu_idle VALUES(4915916426000,0,4294967295,0,579);
INSERT INTO cpu_idle VALUES(4915916430000,1,2,1,585);
INSERT INTO cpu_idle VALUES(4915916445000,3,4294967295,3,587);
INSERT INTO cpu_idle VALUES(4915916457000,2,2,2,592);
INSERT INTO cpu_idle VALUES(4915916620000,1,4294967295,1,594);
INSERT INTO cpu_idle VALUES(4915916623000,0,2,0,598);
INSERT INTO cpu_idle VALUES(4915916793000,2,4294967295,2,600);
INSERT INTO cpu_idle VALUES(4915916803000,3,2,3,606);
INSERT INTO cpu_idle VALUES(4915917008000,0,4294967295,0,608);
INSERT INTO cpu_idle VALUES(4915917014000,1,2,1,614);
INSERT INTO cpu_idle VALUES(4915917178000,3,4294967295,3,616);
INSERT INTO cpu_idle VALUES(4915917180000,2,2,2,622);
INSERT INTO cpu_idle VALUES(4915917309000,1,4294967295,1,624);
INSERT INTO cpu_idle VALUES(4915917310000,0,1,0,630);
INSERT INTO cpu_idle VALUES(4915917493000,2,4294967295,2,632);
INSERT INTO cpu_idle VALUES(4915917507000,3,2,3,638);
INSERT INTO cpu_idle VALUES(4915917597000,0,4294967295,0,640);
INSERT INTO cpu_idle VALUES(4915917606000,1,1,1,646);
INSERT INTO cpu_idle VALUES(4915917668000,3,4294967295,3,648);
INSERT INTO cpu_idle VALUES(4915917678000,2,2,2,652);
INSERT INTO cpu_idle VALUES(4915917817000,1,4294967295,1,654);
INSERT INTO cpu_idle VALUES(4915917829000,0,1,0,660);
INSERT INTO cpu_idle VALUES(4915918015000,2,4294967295,2,662);
INSERT INTO cpu_idle VALUES(4915918032000,2,2,2,669);
INSERT INTO cpu_idle VALUES(4915918179000,0,4294967295,0,671);
INSERT INTO cpu_idle VALUES(4915918191000,1,2,1,677);
INSERT INTO cpu_idle VALUES(4915918277000,2,4294967295,2,679);
INSERT INTO cpu_idle VALUES(4915918280000,3,1,3,685);
INSERT INTO cpu_idle VALUES(4915918332000,1,4294967295,1,687);
INSERT INTO cpu_idle VALUES(4915918344000,0,2,0,691);
INSERT INTO cpu_idle VALUES(4915918547000,3,4294967295,3,693);
INSERT INTO cpu_idle VALUES(4915918556000,2,2,2,699);
INSERT INTO cpu_idle VALUES(4915918735000,0,4294967295,0,701);
INSERT INTO cpu_idle VALUES(4915918738000,1,2,1,707);
INSERT INTO cpu_idle VALUES(4915918829000,2,4294967295,2,709);
INSERT INTO cpu_idle VALUES(4915918839000,3,2,3,715);
INSERT INTO cpu_idle VALUES(4915919049000,3,4294967295,3,717);
INSERT INTO cpu_idle VALUES(4915919058000,1,4294967295,1,722);
INSERT INTO cpu_idle VALUES(4915919062000,2,2,2,728);
INSERT INTO cpu_idle VALUES(4915919066000,0,2,0,731);
INSERT INTO cpu_idle VALUES(4915919272000,0,4294967295,0,733);
INSERT INTO cpu_idle VALUES(4915919279000,1,2,1,739);
INSERT INTO cpu_idle VALUES(4915919414000,2,4294967295,2,741);
INSERT INTO cpu_idle VALUES(4915919426000,3,2,3,747);
INSERT INTO cpu_idle VALUES(4915919702000,1,4294967295,1,749);
INSERT INTO cpu_idle VALUES(4915919708000,0,1,0,755);
INSERT INTO cpu_idle VALUES(4915919867000,3,4294967295,3,757);
INSERT INTO cpu_idle VALUES(4915919872000,2,2,2,763);
INSERT INTO cpu_idle VALUES(4915919903000,0,4294967295,0,765);
INSERT INTO cpu_idle VALUES(4915919913000,1,2,1,770);
INSERT INTO cpu_idle VALUES(4915920144000,2,4294967295,2,772);
INSERT INTO cpu_idle VALUES(4915920153000,3,2,3,778);
INSERT INTO cpu_idle VALUES(4915920278000,1,4294967295,1,780);
INSERT INTO cpu_idle VALUES(4915920283000,0,1,0,786);
INSERT INTO cpu_idle VALUES(4915920523000,3,4294967295,3,788);
INSERT INTO cpu_idle VALUES(4915920532000,2,1,2,794);
INSERT INTO cpu_idle VALUES(4915920565000,0,4294967295,0,796);
INSERT INTO cpu_idle VALUES(4915920577000,1,2,1,802);
INSERT INTO cpu_idle VALUES(4915920818000,2,4294967295,2,807);
INSERT INTO cpu_idle VALUES(4915920830000,3,2,3,813);
INSERT INTO cpu_idle VALUES(4915920899000,1,4294967295,1,815);
INSERT INTO cpu_idle VALUES(4915920910000,1,2,1,822);
INSERT INTO cpu_idle VALUES(4915921177000,3,4294967295,3,824);
INSERT INTO cpu_idle VALUES(4915921186000,2,1,2,830);
INSERT INTO cpu_idle VALUES(4915921292000,1,4294967295,1,832);
INSERT INTO cpu_idle VALUES(4915921313000,0,1,0,839);
INSERT INTO cpu_idle VALUES(4915921351000,2,4294967295,2,841);
INSERT INTO cpu_idle VALUES(4915921360000,3,2,3,845);
INSERT INTO cpu_idle VALUES(4915921636000,0,4294967295,0,847);
INSERT INTO cpu_idle VALUES(4915921647000,1,2,1,853);
INSERT INTO cpu_idle VALUES(4915921740000,3,4294967295,3,855);
INSERT INTO cpu_idle VALUES(4915921746000,2,2,2,861);
INSERT INTO cpu_idle VALUES(4915921969000,2,4294967295,2,863);
INSERT INTO cpu_idle VALUES(4915921978000,3,2,3,869);
INSERT INTO cpu_idle VALUES(4915921999000,1,4294967295,1,871);
INSERT INTO cpu_idle VALUES(4915922006000,0,1,0,877);
INSERT INTO cpu_idle VALUES(4915922270000,0,4294967295,0,879);
INSERT INTO cpu_idle VALUES(4915922280000,1,1,1,885);
INSERT INTO cpu_idle VALUES(4915922368000,3,4294967295,3,887);
INSERT INTO cpu_idle VALUES(4915922372000,2,1,2,893);
INSERT INTO cpu_idle VALUES(4915922650000,2,4294967295,2,895);
INSERT INTO cpu_idle VALUES(4915922658000,1,4294967295,1,902);
INSERT INTO cpu_idle VALUES(4915922659000,3,2,3,905);
INSERT INTO cpu_idle VALUES(4915922661000,0,2,0,909);
INSERT INTO cpu_idle VALUES(4915922819000,0,4294967295,0,911);
INSERT INTO cpu_idle VALUES(4915922828000,1,2,1,915);
INSERT INTO cpu_idle VALUES(4915922987000,3,4294967295,3,917);
INSERT INTO cpu_idle VALUES(4915922996000,2,1,2,923);
INSERT INTO cpu_idle VALUES(4915923074000,1,4294967295,1,925);
INSERT INTO cpu_idle VALUES(4915923086000,0,2,0,931);
INSERT INTO cpu_idle VALUES(4915923337000,2,4294967295,2,933);
INSERT INTO cpu_idle VALUES(4915923348000,3,2,3,939);
INSERT INTO cpu_idle VALUES(4915923465000,0,4294967295,0,941);
INSERT INTO cpu_idle VALUES(4915923470000,1,2,1,947);
INSERT INTO cpu_idle VALUES(4915923780000,3,4294967295,3,949);
INSERT INTO cpu_idle VALUES(4915923783000,2,2,2,955);
INSERT INTO cpu_idle VALUES(4915923910000,1,4294967295,1,957);
INSERT INTO cpu_idle VALUES(4915923917000,0,1,0,963);
INSERT INTO cpu_idle VALUES(4915924163000,2,4294967295,2,965);
INSERT INTO cpu_idle VALUES(4915924174000,3,1,3,971);
INSERT INTO cpu_idle VALUES(4915924241000,0,4294967295,0,973);
INSERT INTO cpu_idle VALUES(4915924255000,1,2,1,979);
INSERT INTO cpu_idle VALUES(4915924466000,1,4294967295,1,981);
INSERT INTO cpu_idle VALUES(4915924478000,0,2,0,987);
INSERT INTO cpu_idle VALUES(4915924487000,3,4294967295,3,989);
INSERT INTO cpu_idle VALUES(4915924495000,2,2,2,995);
INSERT INTO cpu_idle VALUES(4915924723000,2,4294967295,2,997);
INSERT INTO cpu_idle VALUES(4915924729000,3,2,3,1003);
INSERT INTO cpu_idle VALUES(4915924853000,0,4294967295,0,1005);
INSERT INTO cpu_idle VALUES(4915924861000,1,2,1,1011);
INSERT INTO cpu_idle VALUES(4915925055000,3,4294967295,3,1013);
INSERT INTO cpu_idle VALUES(4915925068000,2,1,2,1019);
INSERT INTO cpu_idle VALUES(4915925179000,1,4294967295,1,1021);
INSERT INTO cpu_idle VALUES(4915925187000,0,2,0,1027);
INSERT INTO cpu_idle VALUES(4915925399000,2,4294967295,2,1029);
INSERT INTO cpu_idle VALUES(4915925407000,3,2,3,1035);
INSERT INTO cpu_idle VALUES(4915925408000,0,4294967295,0,1036);
INSERT INTO cpu_idle VALUES(4915925420000,0,2,0,1042);
INSERT INTO cpu_idle VALUES(4915925463000,0,4294967295,0,1044);
INSERT INTO cpu_idle VALUES(4915925471000,1,1,1,1049);
INSERT INTO cpu_idle VALUES(4915925560000,3,4294967295,3,1051);
INSERT INTO cpu_idle VALUES(4915925567000,2,2,2,1055);
INSERT INTO cpu_idle VALUES(4915925698000,1,4294967295,1,1057);
INSERT INTO cpu_idle VALUES(4915925704000,0,2,0,1063);
INSERT INTO cpu_idle VALUES(4915925912000,2,4294967295,2,1065);
INSERT INTO cpu_idle VALUES(4915925915000,3,2,3,1071);
INSERT INTO cpu_idle VALUES(4915926074000,0,4294967295,0,1073);
INSERT INTO cpu_idle VALUES(4915926081000,1,2,1,1079);
INSERT INTO cpu_idle VALUES(4915926091000,3,4294967295,3,1081);
INSERT INTO cpu_idle VALUES(4915926094000,2,1,2,1085);
INSERT INTO cpu_idle VALUES(4915926393000,2,4294967295,2,1087);
INSERT INTO cpu_idle VALUES(4915926408000,3,1,3,1093);
INSERT INTO cpu_idle VALUES(4915926442000,1,4294967295,1,1095);
INSERT INTO cpu_idle VALUES(4915926455000,0,1,0,1101);
INSERT INTO cpu_idle VALUES(4915926608000,3,4294967295,3,1103);
INSERT INTO cpu_idle VALUES(4915926611000,2,2,2,1109);
INSERT INTO cpu_idle VALUES(4915926811000,0,4294967295,0,1111);
INSERT INTO cpu_idle VALUES(4915926812000,1,2,1,1117);
INSERT INTO cpu_idle VALUES(4915926856000,2,4294967295,2,1119);
INSERT INTO cpu_idle VALUES(4915926865000,3,2,3,1125);
INSERT INTO cpu_idle VALUES(4915927101000,3,4294967295,3,1127);
INSERT INTO cpu_idle VALUES(4915927107000,2,2,2,1134);
INSERT INTO cpu_idle VALUES(4915927109000,1,4294967295,1,1135);
INSERT INTO cpu_idle VALUES(4915927116000,0,1,0,1141);
INSERT INTO cpu_idle VALUES(4915927352000,2,4294967295,2,1143);
INSERT INTO cpu_idle VALUES(4915927362000,3,2,3,1149);
INSERT INTO cpu_idle VALUES(4915927533000,0,4294967295,0,1151);
INSERT INTO cpu_idle VALUES(4915927541000,1,2,1,1157);
INSERT INTO cpu_idle VALUES(4915927656000,3,4294967295,3,1159);
INSERT INTO cpu_idle VALUES(4915927660000,2,2,2,1165);
INSERT INTO cpu_idle VALUES(4915927797000,1,4294967295,1,1167);
INSERT INTO cpu_idle VALUES(4915927809000,0,1,0,1173);
INSERT INTO cpu_idle VALUES(4915927950000,0,4294967295,0,1175);
INSERT INTO cpu_idle VALUES(4915927957000,1,2,1,1179);
INSERT INTO cpu_idle VALUES(4915927985000,2,4294967295,2,1181);
INSERT INTO cpu_idle VALUES(4915927997000,3,2,3,1187);
INSERT INTO cpu_idle VALUES(4915928320000,3,4294967295,3,1189);
INSERT INTO cpu_idle VALUES(4915928326000,2,2,2,1195);
INSERT INTO cpu_idle VALUES(4915928400000,1,4294967295,1,1197);
INSERT INTO cpu_idle VALUES(4915928404000,0,2,0,1203);
INSERT INTO cpu_idle VALUES(4915928508000,2,4294967295,2,1205);
INSERT INTO cpu_idle VALUES(4915928512000,3,1,3,1209);
INSERT INTO cpu_idle VALUES(4915928571000,0,4294967295,0,1210);
INSERT INTO cpu_idle VALUES(4915928584000,0,1,0,1215);
INSERT INTO cpu_idle VALUES(4915928712000,3,4294967295,3,1217);
INSERT INTO cpu_idle VALUES(4915928732000,3,2,3,1224);
INSERT INTO cpu_idle VALUES(4915928776000,0,4294967295,0,1226);
INSERT INTO cpu_idle VALUES(4915928781000,1,1,1,1232);
INSERT INTO cpu_idle VALUES(4915929007000,3,4294967295,3,1234);
INSERT INTO cpu_idle VALUES(4915929013000,2,1,2,1240);
INSERT INTO cpu_idle VALUES(4915929203000,1,4294967295,1,1242);
INSERT INTO cpu_idle VALUES(4915929217000,0,2,0,1248);
INSERT INTO cpu_idle VALUES(4915929402000,0,4294967295,0,1250);
INSERT INTO cpu_idle VALUES(4915929413000,1,2,1,1255);
INSERT INTO cpu_idle VALUES(4915929455000,2,4294967295,2,1257);
INSERT INTO cpu_idle VALUES(4915929462000,3,2,3,1263);
INSERT INTO cpu_idle VALUES(4915929758000,3,4294967295,3,1265);
INSERT INTO cpu_idle VALUES(4915929770000,2,2,2,1271);
INSERT INTO cpu_idle VALUES(4915929783000,1,4294967295,1,1273);
INSERT INTO cpu_idle VALUES(4915929789000,0,1,0,1279);
INSERT INTO cpu_idle VALUES(4915930000000,2,4294967295,2,1281);
INSERT INTO cpu_idle VALUES(4915930003000,3,2,3,1287);
INSERT INTO cpu_idle VALUES(4915930162000,0,4294967295,0,1289);
INSERT INTO cpu_idle VALUES(4915930169000,1,2,1,1295);
INSERT INTO cpu_idle VALUES(4915930423000,3,4294967295,3,1297);
INSERT INTO cpu_idle VALUES(4915930437000,2,1,2,1303);
INSERT INTO cpu_idle VALUES(4915930593000,1,4294967295,1,1305);
INSERT INTO cpu_idle VALUES(4915930598000,0,2,0,1311);
INSERT INTO cpu_idle VALUES(4915930846000,0,4294967295,0,1313);
INSERT INTO cpu_idle VALUES(4915930859000,1,1,1,1319);
INSERT INTO cpu_idle VALUES(4915930872000,2,4294967295,2,1321);
INSERT INTO cpu_idle VALUES(4915930887000,3,1,3,1327);
INSERT INTO cpu_idle VALUES(4915931219000,1,4294967295,1,1329);
INSERT INTO cpu_idle VALUES(4915931222000,3,4294967295,3,1334);
INSERT INTO cpu_idle VALUES(4915931227000,0,2,0,1342);
INSERT INTO cpu_idle VALUES(4915931228000,2,1,2,1343);
INSERT INTO cpu_idle VALUES(4915931469000,2,4294967295,2,1345);
INSERT INTO cpu_idle VALUES(4915931473000,3,2,3,1351);
INSERT INTO cpu_idle VALUES(4915931542000,0,4294967295,0,1353);
INSERT INTO cpu_idle VALUES(4915931546000,1,2,1,1359);
INSERT INTO cpu_idle VALUES(4915931812000,1,4294967295,1,1361);
INSERT INTO cpu_idle VALUES(4915931816000,0,2,0,1367);
INSERT INTO cpu_idle VALUES(4915931867000,3,4294967295,3,1369);
INSERT INTO cpu_idle VALUES(4915931870000,2,2,2,1375);
INSERT INTO cpu_idle VALUES(4915932058000,2,4294967295,2,1377);
INSERT INTO cpu_idle VALUES(4915932066000,3,2,3,1381);
INSERT INTO cpu_idle VALUES(4915932105000,0,4294967295,0,1383);
INSERT INTO cpu_idle VALUES(4915932108000,1,2,1,1389);
INSERT INTO cpu_idle VALUES(4915932257000,1,4294967295,1,1393);
INSERT INTO cpu_idle VALUES(4915932265000,0,2,0,1398);
INSERT INTO cpu_idle VALUES(4915932382000,3,4294967295,3,1400);
INSERT INTO cpu_idle VALUES(4915932390000,2,2,2,1406);
INSERT INTO cpu_idle VALUES(4915932582000,0,4294967295,0,1408);
INSERT INTO cpu_idle VALUES(4915932587000,1,1,1,1415);
INSERT INTO cpu_idle VALUES(4915932589000,1,4294967295,1,1416);
INSERT INTO cpu_idle VALUES(4915932601000,0,2,0,1420);
INSERT INTO cpu_idle VALUES(4915932787000,2,4294967295,2,1422);
INSERT INTO cpu_idle VALUES(4915932794000,3,2,3,1428);
INSERT INTO cpu_idle VALUES(4915933005000,3,4294967295,3,1430);
INSERT INTO cpu_idle VALUES(4915933010000,0,4294967295,0,1435);
INSERT INTO cpu_idle VALUES(4915933014000,1,2,1,1441);
INSERT INTO cpu_idle VALUES(4915933018000,2,2,2,1444);
INSERT INTO cpu_idle VALUES(4915933299000,1,4294967295,1,1446);
INSERT INTO cpu_idle VALUES(4915933305000,0,2,0,1452);
INSERT INTO cpu_idle VALUES(4915933393000,2,4294967295,2,1454);
INSERT INTO cpu_idle VALUES(4915933406000,3,2,3,1460);
INSERT INTO cpu_idle VALUES(4915933614000,3,4294967295,3,1462);
INSERT INTO cpu_idle VALUES(4915933621000,2,2,2,1468);
INSERT INTO cpu_idle VALUES(4915933691000,0,4294967295,0,1470);
INSERT INTO cpu_idle VALUES(4915933703000,1,1,1,1476);
INSERT INTO cpu_idle VALUES(4915934050000,2,4294967295,2,1479);
INSERT INTO cpu_idle VALUES(4915934057000,3,1,3,1485);
INSERT INTO cpu_idle VALUES(4915934132000,1,4294967295,1,1487);
INSERT INTO cpu_idle VALUES(4915934144000,0,2,0,1492);
INSERT INTO cpu_idle VALUES(4915934287000,0,4294967295,0,1494);
INSERT INTO cpu_idle VALUES(4915934298000,1,2,1,1499);
CREATE TABLE amd_pstate_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	min_perf	INTEGER,
	target_perf	INTEGER,
	capacity	INTEGER,
	freq		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	cpu_id		INTEGER,
	changed		INTEGER,
	fast_switch	INTEGER,
	prev		INTEGER,
	value		INTEGER,
	seq		INTEGER
);
INSERT INTO amd_pstate_perf VALUES(4915905054000,0,1200,55,141,166,2764820,2644125,2658375,5236000,0,NULL,1,NULL,NULL,3);
INSERT INTO amd_pstate_perf VALUES(4915905073000,1,1100,55,146,166,2777507,5223625,5275875,10342750,1,NULL,1,NULL,NULL,6);
INSERT INTO amd_pstate_perf VALUES(4915905106000,3,1102,55,108,166,2738432,2710125,2698725,5549500,3,NULL,1,NULL,NULL,15);
INSERT INTO amd_pstate_perf VALUES(4915905503000,1,0,55,140,166,3650000,165000,219000,1182500,1,NULL,1,NULL,NULL,26);
INSERT INTO amd_pstate_perf VALUES(4915905505000,3,0,55,101,166,2700000,2750,2700,1097250,3,NULL,1,NULL,NULL,30);
INSERT INTO amd_pstate_perf VALUES(4915905508000,0,1201,55,145,166,3525000,1248500,1600350,1248500,0,NULL,1,NULL,NULL,32);
INSERT INTO amd_pstate_perf VALUES(4915905517000,2,1202,55,155,166,2632232,2290750,2192650,3509000,2,NULL,1,NULL,NULL,35);
INSERT INTO amd_pstate_perf VALUES(4915905763000,0,0,55,144,166,3625000,2750,3625,701250,0,NULL,1,NULL,NULL,41);
INSERT INTO amd_pstate_perf VALUES(4915905772000,1,1101,55,145,166,3500000,739750,941500,739750,1,NULL,1,NULL,NULL,43);
INSERT INTO amd_pstate_perf VALUES(4915905936000,2,0,55,148,166,3875000,2750,3875,1152250,2,NULL,1,NULL,NULL,49);
INSERT INTO amd_pstate_perf VALUES(4915905946000,3,1102,55,111,166,2525000,1212750,1113525,1212750,3,NULL,1,NULL,NULL,51);
INSERT INTO amd_pstate_perf VALUES(4915906035000,0,1201,55,146,166,3600000,748000,979200,748000,0,NULL,1,NULL,NULL,54);
INSERT INTO amd_pstate_perf VALUES(4915906200000,1,0,55,135,166,3625000,2750,3625,1177000,1,NULL,1,NULL,NULL,58);
INSERT INTO amd_pstate_perf VALUES(4915906363000,3,0,55,103,166,2775000,2750,2775,1146750,3,NULL,1,NULL,NULL,65);
INSERT INTO amd_pstate_perf VALUES(4915906367000,2,1202,55,155,166,3700000,1185250,1594700,1185250,2,NULL,1,NULL,NULL,67);
INSERT INTO amd_pstate_perf VALUES(4915906506000,0,0,55,142,166,3650000,486750,646050,1295250,0,NULL,1,NULL,NULL,73);
INSERT INTO amd_pstate_perf VALUES(4915906509000,1,1101,55,139,166,3375000,849750,1042875,849750,1,NULL,1,NULL,NULL,75);
INSERT INTO amd_pstate_perf VALUES(4915906796000,2,0,55,143,166,3875000,2750,3875,1179750,2,NULL,1,NULL,NULL,87);
INSERT INTO amd_pstate_perf VALUES(4915906807000,3,1102,55,112,166,2575000,1221000,1143300,1221000,3,NULL,1,NULL,NULL,89);
INSERT INTO amd_pstate_perf VALUES(4915906860000,0,0,55,144,166,3550000,517000,667400,973500,0,NULL,1,NULL,NULL,95);
INSERT INTO amd_pstate_perf VALUES(4915906870000,1,1101,55,139,166,3475000,497750,628975,992750,1,NULL,1,NULL,NULL,97);
INSERT INTO amd_pstate_perf VALUES(4915907223000,3,0,55,105,166,2800000,2750,2800,1144000,3,NULL,1,NULL,NULL,109);
INSERT INTO amd_pstate_perf VALUES(4915907229000,2,1202,55,154,166,3575000,1190750,1547975,1190750,2,NULL,1,NULL,NULL,111);
INSERT INTO amd_pstate_perf VALUES(4915907430000,0,0,55,139,166,3600000,492250,644400,1567500,0,NULL,1,NULL,NULL,123);
INSERT INTO amd_pstate_perf VALUES(4915907433000,1,1101,55,143,166,3475000,1089000,1376100,1548250,1,NULL,1,NULL,NULL,125);
INSERT INTO amd_pstate_perf VALUES(4915907732000,3,0,55,108,166,2625000,539000,514500,1399750,3,NULL,1,NULL,NULL,131);
INSERT INTO amd_pstate_perf VALUES(4915907738000,2,1202,55,153,166,3850000,896500,1255100,1399750,2,NULL,1,NULL,NULL,133);
INSERT INTO amd_pstate_perf VALUES(4915907770000,1,0,55,136,166,3575000,2750,3575,926750,1,NULL,1,NULL,NULL,139);
INSERT INTO amd_pstate_perf VALUES(4915907784000,0,1201,55,142,166,3475000,973500,1230150,973500,0,NULL,1,NULL,NULL,141);
INSERT INTO amd_pstate_perf VALUES(4915908073000,2,0,55,145,166,3825000,2750,3825,921250,2,NULL,1,NULL,NULL,153);
INSERT INTO amd_pstate_perf VALUES(4915908082000,3,1102,55,114,166,2700000,962500,945000,962500,3,NULL,1,NULL,NULL,155);
INSERT INTO amd_pstate_perf VALUES(4915908369000,1,0,55,135,166,3400000,451000,557600,1647250,1,NULL,1,NULL,NULL,161);
INSERT INTO amd_pstate_perf VALUES(4915908378000,0,1201,55,148,166,3550000,1237500,1597500,1633500,0,NULL,1,NULL,NULL,163);
INSERT INTO amd_pstate_perf VALUES(4915908490000,3,0,55,106,166,2850000,2750,2850,1122000,3,NULL,1,NULL,NULL,169);
INSERT INTO amd_pstate_perf VALUES(4915908493000,2,1202,55,152,166,3625000,1155000,1522500,1155000,2,NULL,1,NULL,NULL,171);
INSERT INTO amd_pstate_perf VALUES(4915908712000,2,0,55,148,166,3800000,2750,3800,602250,2,NULL,1,NULL,NULL,178);
INSERT INTO amd_pstate_perf VALUES(4915908712000,0,0,55,140,166,3700000,2750,3700,918500,0,NULL,1,NULL,NULL,181);
INSERT INTO amd_pstate_perf VALUES(4915908714000,3,1102,55,113,166,2650000,616000,593600,616000,3,NULL,1,NULL,NULL,184);
INSERT INTO amd_pstate_perf VALUES(4915908714000,1,1101,55,140,166,3375000,948750,1164375,948750,1,NULL,1,NULL,NULL,186);
INSERT INTO amd_pstate_perf VALUES(4915908981000,3,0,55,109,166,2825000,2750,2825,734250,3,NULL,1,NULL,NULL,193);
INSERT INTO amd_pstate_perf VALUES(4915908993000,2,1202,55,155,166,3700000,772750,1039700,772750,2,NULL,1,NULL,NULL,195);
INSERT INTO amd_pstate_perf VALUES(4915909053000,1,0,55,135,166,3500000,2750,3500,932250,1,NULL,1,NULL,NULL,201);
INSERT INTO amd_pstate_perf VALUES(4915909065000,0,1201,55,148,166,3500000,970750,1235500,970750,0,NULL,1,NULL,NULL,203);
INSERT INTO amd_pstate_perf VALUES(4915909289000,2,0,55,145,166,3875000,2750,3875,814000,2,NULL,1,NULL,NULL,209);
INSERT INTO amd_pstate_perf VALUES(4915909303000,3,1102,55,114,166,2725000,885500,877450,885500,3,NULL,1,NULL,NULL,211);
INSERT INTO amd_pstate_perf VALUES(4915909366000,0,0,55,140,166,3700000,2750,3700,827750,0,NULL,1,NULL,NULL,217);
INSERT INTO amd_pstate_perf VALUES(4915909376000,1,1101,55,136,166,3375000,888250,1090125,888250,1,NULL,1,NULL,NULL,219);
INSERT INTO amd_pstate_perf VALUES(4915909686000,2,0,55,143,166,3625000,464750,612625,1091750,2,NULL,1,NULL,NULL,237);
INSERT INTO amd_pstate_perf VALUES(4915909694000,3,1102,55,118,166,2850000,682000,706800,1075250,3,NULL,1,NULL,NULL,239);
INSERT INTO amd_pstate_perf VALUES(4915909733000,0,0,55,142,166,3500000,511500,651000,1009250,0,NULL,1,NULL,NULL,245);
INSERT INTO amd_pstate_perf VALUES(4915909760000,1,1101,55,138,166,3400000,591250,731000,1056000,1,NULL,1,NULL,NULL,253);
INSERT INTO amd_pstate_perf VALUES(4915910035000,0,1201,55,143,166,3550000,772750,997550,830500,0,NULL,1,NULL,NULL,256);
INSERT INTO amd_pstate_perf VALUES(4915910105000,3,0,55,109,166,2950000,2750,2950,1130250,3,NULL,1,NULL,NULL,260);
INSERT INTO amd_pstate_perf VALUES(4915910115000,2,1202,55,152,166,3575000,1179750,1533675,1179750,2,NULL,1,NULL,NULL,262);
INSERT INTO amd_pstate_perf VALUES(4915910190000,1,0,55,132,166,3450000,2750,3450,1182500,1,NULL,1,NULL,NULL,268);
INSERT INTO amd_pstate_perf VALUES(4915910376000,2,0,55,147,166,3800000,2750,3800,717750,2,NULL,1,NULL,NULL,275);
INSERT INTO amd_pstate_perf VALUES(4915910388000,3,1102,55,119,166,2725000,778250,771175,778250,3,NULL,1,NULL,NULL,277);
INSERT INTO amd_pstate_perf VALUES(4915910535000,0,0,55,140,166,3575000,445500,579150,1375000,0,NULL,1,NULL,NULL,283);
INSERT INTO amd_pstate_perf VALUES(4915910545000,1,1101,55,135,166,3300000,976250,1171500,976250,1,NULL,1,NULL,NULL,285);
INSERT INTO amd_pstate_perf VALUES(4915910678000,3,0,55,111,166,2975000,2750,2975,797500,3,NULL,1,NULL,NULL,291);
INSERT INTO amd_pstate_perf VALUES(4915910691000,2,1202,55,149,166,3675000,866250,1157625,866250,2,NULL,1,NULL,NULL,293);
INSERT INTO amd_pstate_perf VALUES(4915910832000,1,0,55,131,166,3375000,2750,3375,789250,1,NULL,1,NULL,NULL,299);
INSERT INTO amd_pstate_perf VALUES(4915910840000,0,1201,55,146,166,3500000,838750,1067500,838750,0,NULL,1,NULL,NULL,301);
INSERT INTO amd_pstate_perf VALUES(4915910882000,3,1102,55,117,166,2775000,561000,566100,561000,3,NULL,1,NULL,NULL,308);
INSERT INTO amd_pstate_perf VALUES(4915911032000,1,1101,55,136,166,3275000,550000,655000,550000,1,NULL,1,NULL,NULL,311);
INSERT INTO amd_pstate_perf VALUES(4915911231000,0,0,55,139,166,3650000,2750,3650,1075250,0,NULL,1,NULL,NULL,315);
INSERT INTO amd_pstate_perf VALUES(4915911241000,1,1101,55,138,166,3400000,574750,710600,574750,1,NULL,1,NULL,NULL,317);
INSERT INTO amd_pstate_perf VALUES(4915911301000,3,0,55,112,166,2925000,2750,2925,1152250,3,NULL,1,NULL,NULL,323);
INSERT INTO amd_pstate_perf VALUES(4915911305000,2,1202,55,152,166,3725000,1179750,1598025,1688500,2,NULL,1,NULL,NULL,325);
INSERT INTO amd_pstate_perf VALUES(4915911501000,1,0,55,136,166,3450000,2750,3450,715000,1,NULL,1,NULL,NULL,331);
INSERT INTO amd_pstate_perf VALUES(4915911511000,0,1201,55,145,166,3475000,770000,973000,770000,0,NULL,1,NULL,NULL,333);
INSERT INTO amd_pstate_perf VALUES(4915911714000,1,1101,55,140,166,3400000,585750,724200,585750,1,NULL,1,NULL,NULL,340);
INSERT INTO amd_pstate_perf VALUES(4915911751000,2,0,55,144,166,3800000,2750,3800,1226500,2,NULL,1,NULL,NULL,346);
INSERT INTO amd_pstate_perf VALUES(4915911762000,3,1102,55,118,166,2800000,1267750,1290800,1267750,3,NULL,1,NULL,NULL,348);
INSERT INTO amd_pstate_perf VALUES(4915912000000,1,0,55,134,166,3500000,2750,3500,786500,1,NULL,1,NULL,NULL,354);
INSERT INTO amd_pstate_perf VALUES(4915912006000,0,1201,55,143,166,3625000,838750,1105625,1361250,0,NULL,1,NULL,NULL,356);
INSERT INTO amd_pstate_perf VALUES(4915912029000,2,1202,55,151,166,3600000,764500,1000800,764500,2,NULL,1,NULL,NULL,359);
INSERT INTO amd_pstate_perf VALUES(4915912044000,3,0,55,116,166,2950000,2750,2950,775500,3,NULL,1,NULL,NULL,363);
INSERT INTO amd_pstate_perf VALUES(4915912295000,0,0,55,142,166,3575000,2750,3575,794750,0,NULL,1,NULL,NULL,370);
INSERT INTO amd_pstate_perf VALUES(4915912298000,1,1101,55,136,166,3350000,819500,998300,819500,1,NULL,1,NULL,NULL,372);
INSERT INTO amd_pstate_perf VALUES(4915912454000,2,0,55,142,166,3775000,77000,105700,1168750,2,NULL,1,NULL,NULL,378);
INSERT INTO amd_pstate_perf VALUES(4915912463000,3,1102,55,125,166,2900000,1152250,1215100,1152250,3,NULL,1,NULL,NULL,380);
INSERT INTO amd_pstate_perf VALUES(4915912639000,1,0,55,130,166,3400000,2750,3400,937750,1,NULL,1,NULL,NULL,386);
INSERT INTO amd_pstate_perf VALUES(4915912647000,0,1201,55,145,166,3550000,968000,1249600,968000,0,NULL,1,NULL,NULL,388);
INSERT INTO amd_pstate_perf VALUES(4915912852000,3,0,55,116,166,3125000,2750,3125,1069750,3,NULL,1,NULL,NULL,394);
INSERT INTO amd_pstate_perf VALUES(4915912859000,2,1202,55,149,166,3550000,1113750,1437750,1113750,2,NULL,1,NULL,NULL,396);
INSERT INTO amd_pstate_perf VALUES(4915913065000,0,0,55,136,166,3625000,2750,3625,1149500,0,NULL,1,NULL,NULL,402);
INSERT INTO amd_pstate_perf VALUES(4915913071000,1,1101,55,139,166,3250000,1188000,1404000,1188000,1,NULL,1,NULL,NULL,404);
INSERT INTO amd_pstate_perf VALUES(4915913281000,2,0,55,139,166,3725000,2750,3725,1160500,2,NULL,1,NULL,NULL,410);
INSERT INTO amd_pstate_perf VALUES(4915913289000,3,1102,55,125,166,2900000,1201750,1267300,1201750,3,NULL,1,NULL,NULL,412);
INSERT INTO amd_pstate_perf VALUES(4915913349000,1,0,55,135,166,3475000,2750,3475,764500,1,NULL,1,NULL,NULL,418);
INSERT INTO amd_pstate_perf VALUES(4915913361000,0,1201,55,142,166,3400000,814000,1006400,814000,0,NULL,1,NULL,NULL,420);
INSERT INTO amd_pstate_perf VALUES(4915913646000,0,0,55,139,166,3550000,2750,3550,783750,0,NULL,1,NULL,NULL,426);
INSERT INTO amd_pstate_perf VALUES(4915913652000,1,1101,55,139,166,3375000,833250,1022625,833250,1,NULL,1,NULL,NULL,428);
INSERT INTO amd_pstate_perf VALUES(4915913662000,3,0,55,117,166,3125000,2750,3125,1025750,3,NULL,1,NULL,NULL,434);
INSERT INTO amd_pstate_perf VALUES(4915913663000,2,1202,55,148,166,3475000,1050500,1327450,1050500,2,NULL,1,NULL,NULL,435);
INSERT INTO amd_pstate_perf VALUES(4915913988000,1,0,55,133,166,3475000,2750,3475,924000,1,NULL,1,NULL,NULL,442);
INSERT INTO amd_pstate_perf VALUES(4915913992000,0,1201,55,143,166,3475000,951500,1202350,951500,0,NULL,1,NULL,NULL,444);
INSERT INTO amd_pstate_perf VALUES(4915913998000,2,0,55,141,166,3700000,2750,3700,921250,2,NULL,1,NULL,NULL,450);
INSERT INTO amd_pstate_perf VALUES(4915914004000,3,1102,55,126,166,2925000,940500,1000350,940500,3,NULL,1,NULL,NULL,452);
INSERT INTO amd_pstate_perf VALUES(4915914189000,1,1101,55,139,166,3325000,552750,668325,552750,1,NULL,1,NULL,NULL,458);
INSERT INTO amd_pstate_perf VALUES(4915914267000,3,0,55,121,166,3150000,2750,3150,723250,3,NULL,1,NULL,NULL,465);
INSERT INTO amd_pstate_perf VALUES(4915914275000,2,1202,55,147,166,3525000,761750,976425,761750,2,NULL,1,NULL,NULL,467);
INSERT INTO amd_pstate_perf VALUES(4915914503000,1,0,55,130,166,3475000,2750,3475,863500,1,NULL,1,NULL,NULL,473);
INSERT INTO amd_pstate_perf VALUES(4915914504000,0,1201,55,145,166,3575000,871750,1133275,1408000,0,NULL,1,NULL,NULL,474);
INSERT INTO amd_pstate_perf VALUES(4915914658000,2,0,55,139,166,3675000,2750,3675,1053250,2,NULL,1,NULL,NULL,481);
INSERT INTO amd_pstate_perf VALUES(4915914664000,3,1102,55,129,166,3025000,1091750,1200925,1091750,3,NULL,1,NULL,NULL,483);
INSERT INTO amd_pstate_perf VALUES(4915914773000,0,0,55,141,166,3625000,2750,3625,739750,0,NULL,1,NULL,NULL,489);
INSERT INTO amd_pstate_perf VALUES(4915914775000,1,1101,55,136,166,3250000,748000,884000,748000,1,NULL,1,NULL,NULL,491);
INSERT INTO amd_pstate_perf VALUES(4915915095000,3,0,55,122,166,3225000,2750,3225,1185250,3,NULL,1,NULL,NULL,497);
INSERT INTO amd_pstate_perf VALUES(4915915108000,2,1202,55,145,166,3475000,1237500,1563750,1237500,2,NULL,1,NULL,NULL,499);
INSERT INTO amd_pstate_perf VALUES(4915915172000,1,0,55,129,166,3400000,2750,3400,1091750,1,NULL,1,NULL,NULL,505);
INSERT INTO amd_pstate_perf VALUES(4915915183000,0,1201,55,147,166,3525000,1127500,1445250,1127500,0,NULL,1,NULL,NULL,507);
INSERT INTO amd_pstate_perf VALUES(4915915308000,3,1102,55,125,166,3050000,585750,649650,585750,3,NULL,1,NULL,NULL,520);
INSERT INTO amd_pstate_perf VALUES(4915915389000,0,0,55,143,166,3675000,35750,47775,566500,0,NULL,1,NULL,NULL,526);
INSERT INTO amd_pstate_perf VALUES(4915915399000,1,1101,55,131,166,3225000,624250,732075,624250,1,NULL,1,NULL,NULL,528);
INSERT INTO amd_pstate_perf VALUES(4915915655000,3,0,55,120,166,3125000,2750,3125,954250,3,NULL,1,NULL,NULL,534);
INSERT INTO amd_pstate_perf VALUES(4915915663000,2,1202,55,149,166,3625000,1003750,1323125,1526250,2,NULL,1,NULL,NULL,536);
INSERT INTO amd_pstate_perf VALUES(4915915708000,1,0,55,129,166,3275000,2750,3275,849750,1,NULL,1,NULL,NULL,542);
INSERT INTO amd_pstate_perf VALUES(4915915710000,0,1201,55,147,166,3575000,882750,1147575,882750,0,NULL,1,NULL,NULL,544);
INSERT INTO amd_pstate_perf VALUES(4915916015000,2,0,55,142,166,3725000,2750,3725,968000,2,NULL,1,NULL,NULL,550);
INSERT INTO amd_pstate_perf VALUES(4915916027000,3,1102,55,129,166,3000000,1023000,1116000,1023000,3,NULL,1,NULL,NULL,552);
INSERT INTO amd_pstate_perf VALUES(4915916052000,0,0,55,140,166,3675000,2750,3675,940500,0,NULL,1,NULL,NULL,558);
INSERT INTO amd_pstate_perf VALUES(4915916059000,1,1101,55,135,166,3225000,965250,1131975,965250,1,NULL,1,NULL,NULL,560);
INSERT INTO amd_pstate_perf VALUES(4915916273000,3,0,55,122,166,3225000,2750,3225,676500,3,NULL,1,NULL,NULL,572);
INSERT INTO amd_pstate_perf VALUES(4915916426000,0,0,55,138,166,3500000,475750,605500,1028500,0,NULL,1,NULL,NULL,581);
INSERT INTO amd_pstate_perf VALUES(4915916429000,1,1101,55,134,166,3375000,594000,729000,1017500,1,NULL,1,NULL,NULL,583);
INSERT INTO amd_pstate_perf VALUES(4915916456000,2,1202,55,150,166,3550000,1212750,1565550,1212750,2,NULL,1,NULL,NULL,590);
INSERT INTO amd_pstate_perf VALUES(4915916793000,2,0,55,140,166,3750000,2750,3750,926750,2,NULL,1,NULL,NULL,602);
INSERT INTO amd_pstate_perf VALUES(4915916802000,3,1102,55,128,166,3050000,1025750,1137650,1454750,3,NULL,1,NULL,NULL,604);
INSERT INTO amd_pstate_perf VALUES(4915917008000,0,0,55,138,166,3450000,541750,679650,1600500,0,NULL,1,NULL,NULL,610);
INSERT INTO amd_pstate_perf VALUES(4915917013000,1,1101,55,136,166,3350000,1083500,1319900,1606000,1,NULL,1,NULL,NULL,612);
INSERT INTO amd_pstate_perf VALUES(4915917178000,3,0,55,123,166,3200000,2750,3200,1034000,3,NULL,1,NULL,NULL,618);
INSERT INTO amd_pstate_perf VALUES(4915917179000,2,1202,55,148,166,3500000,1061500,1351000,1061500,2,NULL,1,NULL,NULL,619);
INSERT INTO amd_pstate_perf VALUES(4915917309000,1,0,55,131,166,3400000,2750,3400,814000,1,NULL,1,NULL,NULL,626);
INSERT INTO amd_pstate_perf VALUES(4915917309000,0,1201,55,139,166,3450000,827750,1038450,827750,0,NULL,1,NULL,NULL,627);
INSERT INTO amd_pstate_perf VALUES(4915917493000,2,0,55,142,166,3700000,2750,3700,863500,2,NULL,1,NULL,NULL,634);
INSERT INTO amd_pstate_perf VALUES(4915917506000,3,1102,55,125,166,3075000,902000,1008600,902000,3,NULL,1,NULL,NULL,636);
INSERT INTO amd_pstate_perf VALUES(4915917597000,0,0,55,138,166,3475000,2750,3475,792000,0,NULL,1,NULL,NULL,642);
INSERT INTO amd_pstate_perf VALUES(4915917605000,1,1101,55,140,166,3275000,814000,969400,814000,1,NULL,1,NULL,NULL,644);
INSERT INTO amd_pstate_perf VALUES(4915917817000,1,0,55,134,166,3500000,2750,3500,583000,1,NULL,1,NULL,NULL,656);
INSERT INTO amd_pstate_perf VALUES(4915917828000,0,1201,55,142,166,3450000,635250,796950,635250,0,NULL,1,NULL,NULL,658);
INSERT INTO amd_pstate_perf VALUES(4915918015000,2,0,55,137,166,3550000,508750,656750,1435500,2,NULL,1,NULL,NULL,664);
INSERT INTO amd_pstate_perf VALUES(4915918179000,0,0,55,133,166,3550000,2750,3550,965250,0,NULL,1,NULL,NULL,673);
INSERT INTO amd_pstate_perf VALUES(4915918190000,1,1101,55,140,166,3350000,1025750,1249550,1025750,1,NULL,1,NULL,NULL,675);
INSERT INTO amd_pstate_perf VALUES(4915918277000,2,0,55,134,166,3425000,46750,58225,720500,2,NULL,1,NULL,NULL,681);
INSERT INTO amd_pstate_perf VALUES(4915918279000,3,1102,55,136,166,3125000,1683000,1912500,2125750,3,NULL,1,NULL,NULL,683);
INSERT INTO amd_pstate_perf VALUES(4915918547000,3,0,55,131,166,3400000,2750,3400,737000,3,NULL,1,NULL,NULL,695);
INSERT INTO amd_pstate_perf VALUES(4915918555000,2,1202,55,138,166,3350000,764500,931300,764500,2,NULL,1,NULL,NULL,697);
INSERT INTO amd_pstate_perf VALUES(4915918735000,0,0,55,132,166,3325000,453750,548625,1529000,0,NULL,1,NULL,NULL,703);
INSERT INTO amd_pstate_perf VALUES(4915918737000,1,1101,55,143,166,3500000,1116500,1421000,1504250,1,NULL,1,NULL,NULL,705);
INSERT INTO amd_pstate_perf VALUES(4915918829000,2,0,55,133,166,3450000,2750,3450,753500,2,NULL,1,NULL,NULL,711);
INSERT INTO amd_pstate_perf VALUES(4915918838000,3,1102,55,136,166,3275000,800250,953025,800250,3,NULL,1,NULL,NULL,713);
INSERT INTO amd_pstate_perf VALUES(4915919049000,3,0,55,131,166,3400000,2750,3400,580250,3,NULL,1,NULL,NULL,719);
INSERT INTO amd_pstate_perf VALUES(4915919058000,1,0,55,137,166,3575000,2750,3575,882750,1,NULL,1,NULL,NULL,724);
INSERT INTO amd_pstate_perf VALUES(4915919061000,2,1202,55,137,166,3325000,638000,771400,638000,2,NULL,1,NULL,NULL,726);
INSERT INTO amd_pstate_perf VALUES(4915919065000,0,1201,55,134,166,3300000,907500,1089000,907500,0,NULL,1,NULL,NULL,729);
INSERT INTO amd_pstate_perf VALUES(4915919272000,0,0,55,132,166,3350000,2750,3350,569250,0,NULL,1,NULL,NULL,735);
INSERT INTO amd_pstate_perf VALUES(4915919278000,1,1101,55,142,166,3425000,605000,753500,605000,1,NULL,1,NULL,NULL,737);
INSERT INTO amd_pstate_perf VALUES(4915919414000,2,0,55,134,166,3425000,2750,3425,970750,2,NULL,1,NULL,NULL,743);
INSERT INTO amd_pstate_perf VALUES(4915919425000,3,1102,55,139,166,3275000,1034000,1231400,1034000,3,NULL,1,NULL,NULL,745);
INSERT INTO amd_pstate_perf VALUES(4915919702000,1,0,55,133,166,3550000,2750,3550,1166000,1,NULL,1,NULL,NULL,751);
INSERT INTO amd_pstate_perf VALUES(4915919707000,0,1201,55,137,166,3300000,1196250,1435500,1196250,0,NULL,1,NULL,NULL,753);
INSERT INTO amd_pstate_perf VALUES(4915919867000,3,0,55,131,166,3475000,2750,3475,1215500,3,NULL,1,NULL,NULL,759);
INSERT INTO amd_pstate_perf VALUES(4915919871000,2,1202,55,139,166,3350000,1256750,1530950,1256750,2,NULL,1,NULL,NULL,761);
INSERT INTO amd_pstate_perf VALUES(4915919912000,1,1101,55,139,166,3325000,577500,698250,577500,1,NULL,1,NULL,NULL,768);
INSERT INTO amd_pstate_perf VALUES(4915920144000,2,0,55,137,166,3475000,2750,3475,750750,2,NULL,1,NULL,NULL,774);
INSERT INTO amd_pstate_perf VALUES(4915920152000,3,1102,55,134,166,3275000,783750,933375,783750,3,NULL,1,NULL,NULL,776);
INSERT INTO amd_pstate_perf VALUES(4915920278000,1,0,55,130,166,3475000,2750,3475,1006500,1,NULL,1,NULL,NULL,782);
INSERT INTO amd_pstate_perf VALUES(4915920282000,0,1201,55,143,166,3425000,1045000,1301500,1581250,0,NULL,1,NULL,NULL,784);
INSERT INTO amd_pstate_perf VALUES(4915920523000,3,0,55,131,166,3350000,2750,3350,1020250,3,NULL,1,NULL,NULL,790);
INSERT INTO amd_pstate_perf VALUES(4915920531000,2,1202,55,141,166,3425000,1064250,1325475,1064250,2,NULL,1,NULL,NULL,792);
INSERT INTO amd_pstate_perf VALUES(4915920565000,0,0,55,135,166,3575000,2750,3575,778250,0,NULL,1,NULL,NULL,798);
INSERT INTO amd_pstate_perf VALUES(4915920576000,1,1101,55,136,166,3250000,819500,968500,819500,1,NULL,1,NULL,NULL,800);
INSERT INTO amd_pstate_perf VALUES(4915920812000,0,1201,55,139,166,3375000,679250,833625,679250,0,NULL,1,NULL,NULL,805);
INSERT INTO amd_pstate_perf VALUES(4915920818000,2,0,55,136,166,3525000,2750,3525,789250,2,NULL,1,NULL,NULL,809);
INSERT INTO amd_pstate_perf VALUES(4915920829000,3,1102,55,135,166,3275000,841500,1002150,841500,3,NULL,1,NULL,NULL,811);
INSERT INTO amd_pstate_perf VALUES(4915920899000,1,0,55,130,166,3400000,2750,3400,888250,1,NULL,1,NULL,NULL,817);
INSERT INTO amd_pstate_perf VALUES(4915921177000,3,0,55,129,166,3375000,2750,3375,957000,3,NULL,1,NULL,NULL,826);
INSERT INTO amd_pstate_perf VALUES(4915921185000,2,1202,55,141,166,3400000,1009250,1247800,1009250,2,NULL,1,NULL,NULL,828);
INSERT INTO amd_pstate_perf VALUES(4915921292000,1,0,55,124,166,3250000,30250,35750,1080750,1,NULL,1,NULL,NULL,834);
INSERT INTO amd_pstate_perf VALUES(4915921304000,0,1201,55,148,166,3475000,1353000,1709700,1353000,0,NULL,1,NULL,NULL,836);
INSERT INTO amd_pstate_perf VALUES(4915921636000,0,0,55,141,166,3700000,24750,33300,913000,0,NULL,1,NULL,NULL,849);
INSERT INTO amd_pstate_perf VALUES(4915921646000,1,1101,55,133,166,3100000,973500,1097400,973500,1,NULL,1,NULL,NULL,851);
INSERT INTO amd_pstate_perf VALUES(4915921740000,3,0,55,123,166,3225000,503250,590175,1548250,3,NULL,1,NULL,NULL,857);
INSERT INTO amd_pstate_perf VALUES(4915921745000,2,1202,55,143,166,3525000,1086250,1392375,1540000,2,NULL,1,NULL,NULL,859);
INSERT INTO amd_pstate_perf VALUES(4915921969000,2,0,55,139,166,3575000,2750,3575,616000,2,NULL,1,NULL,NULL,865);
INSERT INTO amd_pstate_perf VALUES(4915921977000,3,1102,55,128,166,3075000,651750,728775,651750,3,NULL,1,NULL,NULL,867);
INSERT INTO amd_pstate_perf VALUES(4915921999000,1,0,55,126,166,3325000,2750,3325,970750,1,NULL,1,NULL,NULL,873);
INSERT INTO amd_pstate_perf VALUES(4915922005000,0,1201,55,150,166,3525000,1014750,1300725,1014750,0,NULL,1,NULL,NULL,875);
INSERT INTO amd_pstate_perf VALUES(4915922270000,0,0,55,142,166,3750000,2750,3750,728750,0,NULL,1,NULL,NULL,881);
INSERT INTO amd_pstate_perf VALUES(4915922279000,1,1101,55,129,166,3150000,770000,882000,770000,1,NULL,1,NULL,NULL,883);
INSERT INTO amd_pstate_perf VALUES(4915922368000,3,0,55,122,166,3200000,2750,3200,1075250,3,NULL,1,NULL,NULL,889);
INSERT INTO amd_pstate_perf VALUES(4915922371000,2,1202,55,147,166,3475000,1105500,1396950,1105500,2,NULL,1,NULL,NULL,891);
INSERT INTO amd_pstate_perf VALUES(4915922650000,2,0,55,141,166,3675000,2750,3675,767250,2,NULL,1,NULL,NULL,897);
INSERT INTO amd_pstate_perf VALUES(4915922658000,3,1102,55,129,166,3050000,797500,884500,797500,3,NULL,1,NULL,NULL,900);
INSERT INTO amd_pstate_perf VALUES(4915922658000,1,0,55,123,166,3225000,2750,3225,1042250,1,NULL,1,NULL,NULL,904);
INSERT INTO amd_pstate_perf VALUES(4915922660000,0,1201,55,147,166,3550000,1072500,1384500,1072500,0,NULL,1,NULL,NULL,907);
INSERT INTO amd_pstate_perf VALUES(4915922987000,3,0,55,123,166,3225000,2750,3225,904750,3,NULL,1,NULL,NULL,919);
INSERT INTO amd_pstate_perf VALUES(4915922995000,2,1202,55,145,166,3525000,948750,1216125,948750,2,NULL,1,NULL,NULL,921);
INSERT INTO amd_pstate_perf VALUES(4915923074000,1,0,55,122,166,3075000,467500,522750,1144000,1,NULL,1,NULL,NULL,927);
INSERT INTO amd_pstate_perf VALUES(4915923085000,0,1201,55,152,166,3675000,734250,981225,1168750,0,NULL,1,NULL,NULL,929);
INSERT INTO amd_pstate_perf VALUES(4915923337000,2,0,55,143,166,3625000,2750,3625,940500,2,NULL,1,NULL,NULL,935);
INSERT INTO amd_pstate_perf VALUES(4915923347000,3,1102,55,130,166,3075000,990000,1107000,990000,3,NULL,1,NULL,NULL,937);
INSERT INTO amd_pstate_perf VALUES(4915923465000,0,0,55,145,166,3800000,2750,3800,1045000,0,NULL,1,NULL,NULL,943);
INSERT INTO amd_pstate_perf VALUES(4915923469000,1,1101,55,131,166,3050000,1086250,1204750,1086250,1,NULL,1,NULL,NULL,945);
INSERT INTO amd_pstate_perf VALUES(4915923780000,3,0,55,121,166,3250000,2750,3250,1190750,3,NULL,1,NULL,NULL,951);
INSERT INTO amd_pstate_perf VALUES(4915923782000,2,1202,55,147,166,3575000,1223750,1590875,1223750,2,NULL,1,NULL,NULL,953);
INSERT INTO amd_pstate_perf VALUES(4915923910000,1,0,55,126,166,3275000,2750,3275,1212750,1,NULL,1,NULL,NULL,959);
INSERT INTO amd_pstate_perf VALUES(4915923916000,0,1201,55,152,166,3625000,1240250,1634875,1240250,0,NULL,1,NULL,NULL,961);
INSERT INTO amd_pstate_perf VALUES(4915924163000,2,0,55,139,166,3675000,2750,3675,1047750,2,NULL,1,NULL,NULL,967);
INSERT INTO amd_pstate_perf VALUES(4915924173000,3,1102,55,129,166,3025000,1080750,1188825,1080750,3,NULL,1,NULL,NULL,969);
INSERT INTO amd_pstate_perf VALUES(4915924241000,0,0,55,145,166,3800000,2750,3800,893750,0,NULL,1,NULL,NULL,975);
INSERT INTO amd_pstate_perf VALUES(4915924254000,1,1101,55,129,166,3150000,946000,1083600,946000,1,NULL,1,NULL,NULL,977);
INSERT INTO amd_pstate_perf VALUES(4915924466000,1,0,55,124,166,3225000,2750,3225,583000,1,NULL,1,NULL,NULL,983);
INSERT INTO amd_pstate_perf VALUES(4915924477000,0,1201,55,149,166,3625000,649000,855500,649000,0,NULL,1,NULL,NULL,985);
INSERT INTO amd_pstate_perf VALUES(4915924487000,3,0,55,126,166,3225000,2750,3225,863500,3,NULL,1,NULL,NULL,991);
INSERT INTO amd_pstate_perf VALUES(4915924494000,2,1202,55,145,166,3475000,910250,1150225,910250,2,NULL,1,NULL,NULL,993);
INSERT INTO amd_pstate_perf VALUES(4915924723000,2,0,55,141,166,3625000,2750,3625,629750,2,NULL,1,NULL,NULL,999);
INSERT INTO amd_pstate_perf VALUES(4915924728000,3,1102,55,131,166,3150000,662750,759150,662750,3,NULL,1,NULL,NULL,1001);
INSERT INTO amd_pstate_perf VALUES(4915924853000,0,0,55,142,166,3725000,2750,3725,1034000,0,NULL,1,NULL,NULL,1007);
INSERT INTO amd_pstate_perf VALUES(4915924860000,1,1101,55,132,166,3100000,1083500,1221400,1083500,1,NULL,1,NULL,NULL,1009);
INSERT INTO amd_pstate_perf VALUES(4915925055000,3,0,55,125,166,3275000,2750,3275,899250,3,NULL,1,NULL,NULL,1015);
INSERT INTO amd_pstate_perf VALUES(4915925067000,2,1202,55,147,166,3525000,946000,1212600,946000,2,NULL,1,NULL,NULL,1017);
INSERT INTO amd_pstate_perf VALUES(4915925179000,1,0,55,130,166,3300000,2750,3300,877250,1,NULL,1,NULL,NULL,1023);
INSERT INTO amd_pstate_perf VALUES(4915925186000,0,1201,55,147,166,3550000,915750,1182150,915750,0,NULL,1,NULL,NULL,1025);
INSERT INTO amd_pstate_perf VALUES(4915925399000,2,0,55,143,166,3675000,2750,3675,913000,2,NULL,1,NULL,NULL,1031);
INSERT INTO amd_pstate_perf VALUES(4915925406000,3,1102,55,132,166,3125000,965250,1096875,965250,3,NULL,1,NULL,NULL,1033);
INSERT INTO amd_pstate_perf VALUES(4915925408000,0,0,55,141,166,3675000,2750,3675,610500,0,NULL,1,NULL,NULL,1039);
INSERT INTO amd_pstate_perf VALUES(4915925470000,1,1101,55,134,166,3250000,800250,945750,800250,1,NULL,1,NULL,NULL,1047);
INSERT INTO amd_pstate_perf VALUES(4915925698000,1,0,55,131,166,3350000,2750,3350,627000,1,NULL,1,NULL,NULL,1059);
INSERT INTO amd_pstate_perf VALUES(4915925703000,0,1201,55,145,166,3525000,693000,888300,811250,0,NULL,1,NULL,NULL,1061);
INSERT INTO amd_pstate_perf VALUES(4915925912000,2,0,55,137,166,3575000,462000,600600,1410750,2,NULL,1,NULL,NULL,1067);
INSERT INTO amd_pstate_perf VALUES(4915925914000,3,1102,55,132,166,3300000,976250,1171500,1397000,3,NULL,1,NULL,NULL,1069);
INSERT INTO amd_pstate_perf VALUES(4915926074000,0,0,55,139,166,3625000,2750,3625,1020250,0,NULL,1,NULL,NULL,1075);
INSERT INTO amd_pstate_perf VALUES(4915926080000,1,1101,55,135,166,3275000,1050500,1251050,1050500,1,NULL,1,NULL,NULL,1077);
INSERT INTO amd_pstate_perf VALUES(4915926393000,2,0,55,135,166,3425000,500500,623350,1322750,2,NULL,1,NULL,NULL,1089);
INSERT INTO amd_pstate_perf VALUES(4915926407000,3,1102,55,137,166,3300000,871750,1046100,1355750,3,NULL,1,NULL,NULL,1091);
INSERT INTO amd_pstate_perf VALUES(4915926442000,1,0,55,127,166,3375000,2750,3375,995500,1,NULL,1,NULL,NULL,1097);
INSERT INTO amd_pstate_perf VALUES(4915926454000,0,1201,55,146,166,3475000,1045000,1320500,1045000,0,NULL,1,NULL,NULL,1099);
INSERT INTO amd_pstate_perf VALUES(4915926608000,3,0,55,130,166,3425000,2750,3425,552750,3,NULL,1,NULL,NULL,1105);
INSERT INTO amd_pstate_perf VALUES(4915926610000,2,1202,55,138,166,3375000,596750,732375,596750,2,NULL,1,NULL,NULL,1107);
INSERT INTO amd_pstate_perf VALUES(4915926811000,0,0,55,139,166,3650000,2750,3650,981750,0,NULL,1,NULL,NULL,1113);
INSERT INTO amd_pstate_perf VALUES(4915926811000,1,1101,55,133,166,3175000,1014750,1171575,1014750,1,NULL,1,NULL,NULL,1114);
INSERT INTO amd_pstate_perf VALUES(4915926856000,2,0,55,134,166,3450000,2750,3450,676500,2,NULL,1,NULL,NULL,1121);
INSERT INTO amd_pstate_perf VALUES(4915926864000,3,1102,55,136,166,3250000,704000,832000,704000,3,NULL,1,NULL,NULL,1123);
INSERT INTO amd_pstate_perf VALUES(4915927101000,3,0,55,134,166,3400000,2750,3400,651750,3,NULL,1,NULL,NULL,1129);
INSERT INTO amd_pstate_perf VALUES(4915927106000,2,1202,55,141,166,3350000,687500,837500,687500,2,NULL,1,NULL,NULL,1132);
INSERT INTO amd_pstate_perf VALUES(4915927109000,1,0,55,129,166,3325000,2750,3325,819500,1,NULL,1,NULL,NULL,1137);
INSERT INTO amd_pstate_perf VALUES(4915927115000,0,1201,55,142,166,3475000,836000,1056400,836000,0,NULL,1,NULL,NULL,1139);
INSERT INTO amd_pstate_perf VALUES(4915927352000,2,0,55,137,166,3525000,2750,3525,676500,2,NULL,1,NULL,NULL,1145);
INSERT INTO amd_pstate_perf VALUES(4915927361000,3,1102,55,136,166,3350000,715000,871000,715000,3,NULL,1,NULL,NULL,1147);
INSERT INTO amd_pstate_perf VALUES(4915927533000,0,0,55,137,166,3550000,2750,3550,1149500,0,NULL,1,NULL,NULL,1153);
INSERT INTO amd_pstate_perf VALUES(4915927540000,1,1101,55,139,166,3225000,1185250,1389975,1185250,1,NULL,1,NULL,NULL,1155);
INSERT INTO amd_pstate_perf VALUES(4915927656000,3,0,55,131,166,3400000,2750,3400,811250,3,NULL,1,NULL,NULL,1161);
INSERT INTO amd_pstate_perf VALUES(4915927659000,2,1202,55,138,166,3425000,844250,1051475,844250,2,NULL,1,NULL,NULL,1163);
INSERT INTO amd_pstate_perf VALUES(4915927797000,1,0,55,132,166,3475000,2750,3475,706750,1,NULL,1,NULL,NULL,1169);
INSERT INTO amd_pstate_perf VALUES(4915927808000,0,1201,55,139,166,3425000,756250,941875,756250,0,NULL,1,NULL,NULL,1171);
INSERT INTO amd_pstate_perf VALUES(4915927985000,2,0,55,132,166,3450000,2750,3450,896500,2,NULL,1,NULL,NULL,1183);
INSERT INTO amd_pstate_perf VALUES(4915927996000,3,1102,55,135,166,3275000,935000,1113500,935000,3,NULL,1,NULL,NULL,1185);
INSERT INTO amd_pstate_perf VALUES(4915928320000,3,0,55,130,166,3375000,2750,3375,891000,3,NULL,1,NULL,NULL,1191);
INSERT INTO amd_pstate_perf VALUES(4915928325000,2,1202,55,140,166,3300000,935000,1122000,935000,2,NULL,1,NULL,NULL,1193);
INSERT INTO amd_pstate_perf VALUES(4915928400000,1,0,55,130,166,3300000,440000,528000,1658250,1,NULL,1,NULL,NULL,1199);
INSERT INTO amd_pstate_perf VALUES(4915928403000,0,1201,55,146,166,3475000,1248500,1577650,1636250,0,NULL,1,NULL,NULL,1201);
INSERT INTO amd_pstate_perf VALUES(4915928712000,3,0,55,131,166,3250000,528000,624000,1078000,3,NULL,1,NULL,NULL,1219);
INSERT INTO amd_pstate_perf VALUES(4915928776000,0,0,55,136,166,3650000,38500,51100,1025750,0,NULL,1,NULL,NULL,1228);
INSERT INTO amd_pstate_perf VALUES(4915928780000,1,1101,55,134,166,3250000,1045000,1235000,1045000,1,NULL,1,NULL,NULL,1230);
INSERT INTO amd_pstate_perf VALUES(4915929007000,3,0,55,127,166,3275000,55000,65500,811250,3,NULL,1,NULL,NULL,1236);
INSERT INTO amd_pstate_perf VALUES(4915929012000,2,1202,55,146,166,3500000,1388750,1767500,1889250,2,NULL,1,NULL,NULL,1238);
INSERT INTO amd_pstate_perf VALUES(4915929203000,1,0,55,127,166,3350000,2750,3350,1163250,1,NULL,1,NULL,NULL,1244);
INSERT INTO amd_pstate_perf VALUES(4915929216000,0,1201,55,143,166,3400000,1210000,1496000,1210000,0,NULL,1,NULL,NULL,1246);
INSERT INTO amd_pstate_perf VALUES(4915929412000,1,1101,55,130,166,3175000,574750,663575,574750,1,NULL,1,NULL,NULL,1253);
INSERT INTO amd_pstate_perf VALUES(4915929455000,2,0,55,136,166,3650000,2750,3650,1218250,2,NULL,1,NULL,NULL,1259);
INSERT INTO amd_pstate_perf VALUES(4915929461000,3,1102,55,133,166,3175000,1248500,1441450,1248500,3,NULL,1,NULL,NULL,1261);
INSERT INTO amd_pstate_perf VALUES(4915929758000,3,0,55,128,166,3325000,2750,3325,816750,3,NULL,1,NULL,NULL,1267);
INSERT INTO amd_pstate_perf VALUES(4915929769000,2,1202,55,141,166,3400000,863500,1067600,863500,2,NULL,1,NULL,NULL,1269);
INSERT INTO amd_pstate_perf VALUES(4915929783000,1,0,55,128,166,3250000,2750,3250,1020250,1,NULL,1,NULL,NULL,1275);
INSERT INTO amd_pstate_perf VALUES(4915929788000,0,1201,55,147,166,3575000,1064250,1383525,1573000,0,NULL,1,NULL,NULL,1277);
INSERT INTO amd_pstate_perf VALUES(4915930000000,2,0,55,136,166,3525000,2750,3525,635250,2,NULL,1,NULL,NULL,1283);
INSERT INTO amd_pstate_perf VALUES(4915930002000,3,1102,55,133,166,3200000,671000,780800,671000,3,NULL,1,NULL,NULL,1285);
INSERT INTO amd_pstate_perf VALUES(4915930162000,0,0,55,139,166,3675000,2750,3675,1028500,0,NULL,1,NULL,NULL,1291);
INSERT INTO amd_pstate_perf VALUES(4915930168000,1,1101,55,133,166,3200000,1058750,1232000,1058750,1,NULL,1,NULL,NULL,1293);
INSERT INTO amd_pstate_perf VALUES(4915930423000,3,0,55,129,166,3325000,2750,3325,1157750,3,NULL,1,NULL,NULL,1299);
INSERT INTO amd_pstate_perf VALUES(4915930436000,2,1202,55,142,166,3400000,1199000,1482400,1199000,2,NULL,1,NULL,NULL,1301);
INSERT INTO amd_pstate_perf VALUES(4915930593000,1,0,55,126,166,3325000,2750,3325,1168750,1,NULL,1,NULL,NULL,1307);
INSERT INTO amd_pstate_perf VALUES(4915930597000,0,1201,55,147,166,3475000,1196250,1511625,1196250,0,NULL,1,NULL,NULL,1309);
INSERT INTO amd_pstate_perf VALUES(4915930846000,0,0,55,141,166,3675000,2750,3675,684750,0,NULL,1,NULL,NULL,1315);
INSERT INTO amd_pstate_perf VALUES(4915930858000,1,1101,55,132,166,3150000,728750,834750,728750,1,NULL,1,NULL,NULL,1317);
INSERT INTO amd_pstate_perf VALUES(4915930872000,2,0,55,135,166,3550000,2750,3550,1199000,2,NULL,1,NULL,NULL,1323);
INSERT INTO amd_pstate_perf VALUES(4915930886000,3,1102,55,137,166,3225000,1273250,1493175,1273250,3,NULL,1,NULL,NULL,1325);
INSERT INTO amd_pstate_perf VALUES(4915931219000,1,0,55,125,166,3300000,2750,3300,992750,1,NULL,1,NULL,NULL,1331);
INSERT INTO amd_pstate_perf VALUES(4915931222000,3,0,55,128,166,3425000,2750,3425,924000,3,NULL,1,NULL,NULL,1336);
INSERT INTO amd_pstate_perf VALUES(4915931226000,0,1201,55,151,166,3525000,1045000,1339500,1045000,0,NULL,1,NULL,NULL,1338);
INSERT INTO amd_pstate_perf VALUES(4915931227000,2,1202,55,142,166,3375000,976250,1198125,976250,2,NULL,1,NULL,NULL,1340);
INSERT INTO amd_pstate_perf VALUES(4915931469000,2,0,55,137,166,3550000,2750,3550,665500,2,NULL,1,NULL,NULL,1347);
INSERT INTO amd_pstate_perf VALUES(4915931472000,3,1102,55,133,166,3200000,687500,800000,687500,3,NULL,1,NULL,NULL,1349);
INSERT INTO amd_pstate_perf VALUES(4915931542000,0,0,55,143,166,3775000,2750,3775,869000,0,NULL,1,NULL,NULL,1355);
INSERT INTO amd_pstate_perf VALUES(4915931545000,1,1101,55,128,166,3125000,896500,1018750,896500,1,NULL,1,NULL,NULL,1357);
INSERT INTO amd_pstate_perf VALUES(4915931812000,1,0,55,124,166,3200000,2750,3200,734250,1,NULL,1,NULL,NULL,1363);
INSERT INTO amd_pstate_perf VALUES(4915931815000,0,1201,55,148,166,3575000,750750,975975,750750,0,NULL,1,NULL,NULL,1365);
INSERT INTO amd_pstate_perf VALUES(4915931867000,3,0,55,127,166,3325000,2750,3325,1086250,3,NULL,1,NULL,NULL,1371);
INSERT INTO amd_pstate_perf VALUES(4915931869000,2,1202,55,146,166,3425000,1100000,1370000,1100000,2,NULL,1,NULL,NULL,1373);
INSERT INTO amd_pstate_perf VALUES(4915932105000,0,0,55,143,166,3700000,2750,3700,797500,0,NULL,1,NULL,NULL,1385);
INSERT INTO amd_pstate_perf VALUES(4915932107000,1,1101,55,133,166,3100000,811250,914500,811250,1,NULL,1,NULL,NULL,1387);
INSERT INTO amd_pstate_perf VALUES(4915932382000,3,0,55,126,166,3175000,547250,631825,1416250,3,NULL,1,NULL,NULL,1402);
INSERT INTO amd_pstate_perf VALUES(4915932389000,2,1202,55,144,166,3650000,913000,1211800,1430000,2,NULL,1,NULL,NULL,1404);
INSERT INTO amd_pstate_perf VALUES(4915932582000,0,0,55,138,166,3575000,440000,572000,1311750,0,NULL,1,NULL,NULL,1410);
INSERT INTO amd_pstate_perf VALUES(4915932586000,1,1101,55,136,166,3325000,907500,1097250,1317250,1,NULL,1,NULL,NULL,1412);
INSERT INTO amd_pstate_perf VALUES(4915932787000,2,0,55,138,166,3600000,2750,3600,1094500,2,NULL,1,NULL,NULL,1424);
INSERT INTO amd_pstate_perf VALUES(4915932793000,3,1102,55,131,166,3150000,1130250,1294650,1130250,3,NULL,1,NULL,NULL,1426);
INSERT INTO amd_pstate_perf VALUES(4915933005000,3,0,55,131,166,3275000,2750,3275,583000,3,NULL,1,NULL,NULL,1432);
INSERT INTO amd_pstate_perf VALUES(4915933010000,0,0,55,131,166,3450000,52250,65550,1177000,0,NULL,1,NULL,NULL,1437);
INSERT INTO amd_pstate_perf VALUES(4915933013000,1,1101,55,139,166,3400000,1168750,1445000,1174250,1,NULL,1,NULL,NULL,1439);
INSERT INTO amd_pstate_perf VALUES(4915933017000,2,1202,55,142,166,3450000,632500,793500,632500,2,NULL,1,NULL,NULL,1442);
INSERT INTO amd_pstate_perf VALUES(4915933299000,1,0,55,134,166,3475000,2750,3475,786500,1,NULL,1,NULL,NULL,1448);
INSERT INTO amd_pstate_perf VALUES(4915933304000,0,1201,55,139,166,3275000,808500,962850,808500,0,NULL,1,NULL,NULL,1450);
INSERT INTO amd_pstate_perf VALUES(4915933393000,2,0,55,135,166,3550000,2750,3550,1034000,2,NULL,1,NULL,NULL,1456);
INSERT INTO amd_pstate_perf VALUES(4915933405000,3,1102,55,134,166,3275000,1100000,1310000,1100000,3,NULL,1,NULL,NULL,1458);
INSERT INTO amd_pstate_perf VALUES(4915933614000,3,0,55,131,166,3350000,2750,3350,574750,3,NULL,1,NULL,NULL,1464);
INSERT INTO amd_pstate_perf VALUES(4915933620000,2,1202,55,140,166,3375000,624250,766125,624250,2,NULL,1,NULL,NULL,1466);
INSERT INTO amd_pstate_perf VALUES(4915933691000,0,0,55,128,166,3475000,2750,3475,1064250,0,NULL,1,NULL,NULL,1472);
INSERT INTO amd_pstate_perf VALUES(4915933702000,1,1101,55,141,166,3350000,1108250,1350050,1108250,1,NULL,1,NULL,NULL,1474);
INSERT INTO amd_pstate_perf VALUES(4915934035000,0,1201,55,137,166,3200000,946000,1100800,946000,0,NULL,1,NULL,NULL,1477);
INSERT INTO amd_pstate_perf VALUES(4915934050000,2,0,55,133,166,3500000,2750,3500,1182500,2,NULL,1,NULL,NULL,1481);
INSERT INTO amd_pstate_perf VALUES(4915934056000,3,1102,55,139,166,3275000,1215500,1447550,1215500,3,NULL,1,NULL,NULL,1483);
INSERT INTO amd_pstate_perf VALUES(4915934132000,1,0,55,137,166,3525000,2750,3525,1182500,1,NULL,1,NULL,NULL,1489);
INSERT INTO amd_pstate_perf VALUES(4915934287000,0,0,55,137,166,3425000,299750,373325,693000,0,NULL,1,NULL,NULL,1496);
CREATE TABLE amd_pstate_epp_perf (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	cpu_id		INTEGER,
	highest_perf	INTEGER,
	epp		INTEGER,
	min_perf	INTEGER,
	max_perf	INTEGER,
	boost		INTEGER,
	changed		INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE pstate_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	core_busy	INTEGER,
	scaled_busy	INTEGER,
	"from"		INTEGER,
	"to"		INTEGER,
	mperf		INTEGER,
	aperf		INTEGER,
	tsc		INTEGER,
	freq		INTEGER,
	io_boost	INTEGER,
	pid		INTEGER,
	seq		INTEGER
);
CREATE TABLE workqueue_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	workqueue	TEXT,
	req_cpu		INTEGER,
	target_cpu	INTEGER,
	seq		INTEGER
);
CREATE TABLE workqueue_activate_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE workqueue_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE workqueue_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE sched_kthread_work_queue_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	worker		INTEGER,
	seq		INTEGER
);
CREATE TABLE sched_kthread_work_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE sched_kthread_work_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
CREATE TABLE marker (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	kind		TEXT,
	text		TEXT,
	seq		INTEGER
);
CREATE TABLE task (
	pid		INTEGER,
	comm		TEXT,
	first_ts	INTEGER,
	last_ts		INTEGER
);
INSERT INTO task VALUES(1200,'tbench',4915905054000,4915905111000);
INSERT INTO task VALUES(0,'swapper/3',4915905094000,4915934056000);
INSERT INTO task VALUES(1102,'tbench_srv',4915905092000,4915934056000);
INSERT INTO task VALUES(15,'rcu_preempt',4915909733000,4915932264000);
INSERT INTO task VALUES(0,'swapper/0',4915905508000,4915934288000);
INSERT INTO task VALUES(1202,'tbench',4915905078000,4915934051000);
INSERT INTO task VALUES(1101,'tbench_srv',4915905073000,4915934444000);
INSERT INTO task VALUES(0,'swapper/2',4915905081000,4915934051000);
INSERT INTO task VALUES(1100,'tbench_srv',4915905073000,4915905120000);
INSERT INTO task VALUES(0,'<idle>',4915905081000,4915934298000);
INSERT INTO task VALUES(0,'swapper/1',4915905132000,4915934297000);
INSERT INTO task VALUES(1201,'tbench',4915905054000,4915934444000);
CREATE TABLE event (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	name		TEXT,
	fields		TEXT,
	system		TEXT,
	seq		INTEGER
);
CREATE TABLE counter (
	name		TEXT PRIMARY KEY,
	unit		TEXT,
	scale		REAL,
	scope		TEXT,
	source		TEXT
);
CREATE TABLE counter_sample (
	ts		INTEGER NOT NULL,
	cpu		INTEGER,
	name		TEXT,
	value		INTEGER
);
CREATE TABLE lost_events (
	cpu		INTEGER,
	ts		INTEGER,
	count		INTEGER
);
CREATE TABLE buffer_stats (
	cpu		INTEGER PRIMARY KEY,
	entries		INTEGER,
	overrun		INTEGER,
	commit_overrun	INTEGER,
	dropped_events	INTEGER,
	read_events	INTEGER,
	bytes		INTEGER
);
CREATE TABLE workload_output (
	stream		TEXT,
	line_no		INTEGER,
	text		TEXT
);
CREATE TABLE workload_result (
	metric		TEXT,
	value		REAL,
	unit		TEXT,
	better		TEXT,
	main		INTEGER
);
CREATE INDEX cpu_frequency_cpu_id ON cpu_frequency (cpu_id, ts);
CREATE INDEX amd_pstate_perf_cpu_id ON amd_pstate_perf (cpu_id, ts);
CREATE INDEX pstate_sample_cpu ON pstate_sample (cpu, ts);
CREATE INDEX counter_sample_name ON counter_sample (name, cpu, ts);
CREATE INDEX task_pid ON task (pid);
COMMIT;
