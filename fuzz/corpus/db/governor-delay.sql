-- synth.py --scenario governor-delay --seed 2 --events 1500, imported; sqlite3 .dump
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
INSERT INTO meta VALUES('source_file','s-governor-delay/trace.txt');
INSERT INTO meta VALUES('source_format','ftrace-text');
INSERT INTO meta VALUES('nr_cpus','4');
INSERT INTO meta VALUES('truncated','0');
INSERT INTO meta VALUES('interrupted','0');
INSERT INTO meta VALUES('counters','an imported trace has no counter samples');
INSERT INTO meta VALUES('driver','acpi-cpufreq');
INSERT INTO meta VALUES('governor','ondemand');
INSERT INTO meta VALUES('label','acpi-cpufreq/ondemand');
INSERT INTO meta VALUES('t_start_ns','4915905054000');
INSERT INTO meta VALUES('t_end_ns','4916136034000');
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
INSERT INTO cpu VALUES(0,NULL,NULL,NULL,NULL,'acpi-cpufreq','ondemand',NULL,2750000,NULL,166,110,55,20,2750,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(1,NULL,NULL,NULL,NULL,'acpi-cpufreq','ondemand',NULL,2750000,NULL,166,110,55,20,2750,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(2,NULL,NULL,NULL,NULL,'acpi-cpufreq','ondemand',NULL,2750000,NULL,166,110,55,20,2750,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO cpu VALUES(3,NULL,NULL,NULL,NULL,'acpi-cpufreq','ondemand',NULL,2750000,NULL,166,110,55,20,2750,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
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
INSERT INTO sched_switch VALUES(4915905092000,2,'swapper/2',0,120,'R','tbench',1202,120,16);
INSERT INTO sched_switch VALUES(4915905098000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,20);
INSERT INTO sched_switch VALUES(4915905110000,3,'tbench_srv',1102,120,'S','swapper/3',0,120,21);
INSERT INTO sched_switch VALUES(4915905112000,3,'swapper/3',0,120,'R','kworker/3:1',71,120,26);
INSERT INTO sched_switch VALUES(4915905115000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,29);
INSERT INTO sched_switch VALUES(4915905129000,0,'tbench',1200,120,'S','tbench',1201,120,31);
INSERT INTO sched_switch VALUES(4915905131000,1,'tbench_srv',1100,120,'S','tbench_srv',1101,120,32);
INSERT INTO sched_switch VALUES(4915905143000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,33);
INSERT INTO sched_switch VALUES(4915905148000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,37);
INSERT INTO sched_switch VALUES(4915912117000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,52);
INSERT INTO sched_switch VALUES(4915912124000,0,'tbench',1201,120,'S','kworker/0:1',50,120,53);
INSERT INTO sched_switch VALUES(4915912129000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,57);
INSERT INTO sched_switch VALUES(4915912130000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,58);
INSERT INTO sched_switch VALUES(4915912628000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,67);
INSERT INTO sched_switch VALUES(4915912640000,2,'tbench',1202,120,'S','kworker/2:1',64,120,68);
INSERT INTO sched_switch VALUES(4915912645000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,72);
INSERT INTO sched_switch VALUES(4915916514000,0,'swapper/0',0,120,'R','tbench',1201,120,81);
INSERT INTO sched_switch VALUES(4915916527000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,82);
INSERT INTO sched_switch VALUES(4915916532000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,86);
INSERT INTO sched_switch VALUES(4915917938000,2,'swapper/2',0,120,'R','tbench',1202,120,97);
INSERT INTO sched_switch VALUES(4915917942000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,98);
INSERT INTO sched_switch VALUES(4915917947000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,102);
INSERT INTO sched_switch VALUES(4915924032000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,111);
INSERT INTO sched_switch VALUES(4915924043000,0,'tbench',1201,120,'S','kworker/0:1',50,120,112);
INSERT INTO sched_switch VALUES(4915924047000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,116);
INSERT INTO sched_switch VALUES(4915924059000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,117);
INSERT INTO sched_switch VALUES(4915925117000,2,'tbench',1202,120,'S','kworker/2:1',64,120,122);
INSERT INTO sched_switch VALUES(4915925117000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,127);
INSERT INTO sched_switch VALUES(4915925121000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,131);
INSERT INTO sched_switch VALUES(4915928427000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,140);
INSERT INTO sched_switch VALUES(4915928435000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,141);
INSERT INTO sched_switch VALUES(4915928439000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,145);
INSERT INTO sched_switch VALUES(4915929556000,0,'swapper/0',0,120,'R','tbench',1201,120,150);
INSERT INTO sched_switch VALUES(4915929558000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,151);
INSERT INTO sched_switch VALUES(4915929561000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,154);
INSERT INTO sched_switch VALUES(4915932128000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,158);
INSERT INTO sched_switch VALUES(4915932132000,0,'rcu_preempt',15,120,'I','tbench',1201,120,159);
INSERT INTO sched_switch VALUES(4915932530000,2,'swapper/2',0,120,'R','tbench',1202,120,167);
INSERT INTO sched_switch VALUES(4915932543000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,168);
INSERT INTO sched_switch VALUES(4915932546000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,171);
INSERT INTO sched_switch VALUES(4915933093000,0,'tbench',1201,120,'S','swapper/0',0,120,176);
INSERT INTO sched_switch VALUES(4915933093000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,181);
INSERT INTO sched_switch VALUES(4915933095000,0,'swapper/0',0,120,'R','kworker/0:1',50,120,186);
INSERT INTO sched_switch VALUES(4915933099000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,190);
INSERT INTO sched_switch VALUES(4915935625000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,195);
INSERT INTO sched_switch VALUES(4915935629000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,196);
INSERT INTO sched_switch VALUES(4915936511000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,201);
INSERT INTO sched_switch VALUES(4915936511000,0,'swapper/0',0,120,'R','tbench',1201,120,202);
INSERT INTO sched_switch VALUES(4915936514000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,205);
INSERT INTO sched_switch VALUES(4915939803000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,218);
INSERT INTO sched_switch VALUES(4915939810000,2,'tbench',1202,120,'S','kworker/2:1',64,120,219);
INSERT INTO sched_switch VALUES(4915939813000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,222);
INSERT INTO sched_switch VALUES(4915940272000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,231);
INSERT INTO sched_switch VALUES(4915940280000,0,'tbench',1201,120,'S','kworker/0:1',50,120,232);
INSERT INTO sched_switch VALUES(4915940285000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,236);
INSERT INTO sched_switch VALUES(4915941384000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,241);
INSERT INTO sched_switch VALUES(4915941393000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,242);
INSERT INTO sched_switch VALUES(4915943429000,0,'swapper/0',0,120,'R','tbench',1201,120,251);
INSERT INTO sched_switch VALUES(4915943439000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,252);
INSERT INTO sched_switch VALUES(4915943442000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,255);
INSERT INTO sched_switch VALUES(4915945421000,2,'swapper/2',0,120,'R','tbench',1202,120,266);
INSERT INTO sched_switch VALUES(4915945426000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,267);
INSERT INTO sched_switch VALUES(4915945429000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,270);
INSERT INTO sched_switch VALUES(4915947560000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,279);
INSERT INTO sched_switch VALUES(4915947562000,0,'tbench',1201,120,'S','kworker/0:1',50,120,280);
INSERT INTO sched_switch VALUES(4915947565000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,283);
INSERT INTO sched_switch VALUES(4915947569000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,284);
INSERT INTO sched_switch VALUES(4915949744000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,293);
INSERT INTO sched_switch VALUES(4915949750000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,296);
INSERT INTO sched_switch VALUES(4915949754000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,300);
INSERT INTO sched_switch VALUES(4915952110000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,309);
INSERT INTO sched_switch VALUES(4915952121000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,310);
INSERT INTO sched_switch VALUES(4915952126000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,314);
INSERT INTO sched_switch VALUES(4915952203000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,319);
INSERT INTO sched_switch VALUES(4915952203000,0,'swapper/0',0,120,'R','tbench',1201,120,320);
INSERT INTO sched_switch VALUES(4915952206000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,323);
INSERT INTO sched_switch VALUES(4915953157000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,328);
INSERT INTO sched_switch VALUES(4915953158000,2,'tbench',1202,120,'S','kworker/2:1',64,120,329);
INSERT INTO sched_switch VALUES(4915953161000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,332);
INSERT INTO sched_switch VALUES(4915955148000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,336);
INSERT INTO sched_switch VALUES(4915955157000,0,'rcu_preempt',15,120,'I','tbench',1201,120,337);
INSERT INTO sched_switch VALUES(4915956068000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,345);
INSERT INTO sched_switch VALUES(4915956072000,0,'tbench',1201,120,'S','swapper/0',0,120,346);
INSERT INTO sched_switch VALUES(4915959241000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,359);
INSERT INTO sched_switch VALUES(4915959245000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,360);
INSERT INTO sched_switch VALUES(4915959249000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,364);
INSERT INTO sched_switch VALUES(4915959730000,2,'swapper/2',0,120,'R','tbench',1202,120,373);
INSERT INTO sched_switch VALUES(4915959741000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,374);
INSERT INTO sched_switch VALUES(4915959745000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,378);
INSERT INTO sched_switch VALUES(4915961116000,0,'swapper/0',0,120,'R','tbench',1201,120,383);
INSERT INTO sched_switch VALUES(4915961119000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,384);
INSERT INTO sched_switch VALUES(4915961122000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,387);
INSERT INTO sched_switch VALUES(4915962832000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,396);
INSERT INTO sched_switch VALUES(4915962840000,2,'tbench',1202,120,'S','kworker/2:1',64,120,397);
INSERT INTO sched_switch VALUES(4915962843000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,400);
INSERT INTO sched_switch VALUES(4915965180000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,411);
INSERT INTO sched_switch VALUES(4915965183000,0,'tbench',1201,120,'S','rcu_preempt',15,120,412);
INSERT INTO sched_switch VALUES(4915965193000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,417);
INSERT INTO sched_switch VALUES(4915965196000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,420);
INSERT INTO sched_switch VALUES(4915967434000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,425);
INSERT INTO sched_switch VALUES(4915967445000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,426);
INSERT INTO sched_switch VALUES(4915968742000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,431);
INSERT INTO sched_switch VALUES(4915968742000,2,'swapper/2',0,120,'R','tbench',1202,120,436);
INSERT INTO sched_switch VALUES(4915968745000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,439);
INSERT INTO sched_switch VALUES(4915971299000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,448);
INSERT INTO sched_switch VALUES(4915971310000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,449);
INSERT INTO sched_switch VALUES(4915971315000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,453);
INSERT INTO sched_switch VALUES(4915972790000,0,'swapper/0',0,120,'R','tbench',1201,120,458);
INSERT INTO sched_switch VALUES(4915972795000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,459);
INSERT INTO sched_switch VALUES(4915972798000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,462);
INSERT INTO sched_switch VALUES(4915973286000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,471);
INSERT INTO sched_switch VALUES(4915973287000,2,'tbench',1202,120,'S','kworker/2:1',64,120,472);
INSERT INTO sched_switch VALUES(4915973290000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,476);
INSERT INTO sched_switch VALUES(4915973292000,2,'swapper/2',0,120,'R','tbench',1202,120,482);
INSERT INTO sched_switch VALUES(4915973299000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,483);
INSERT INTO sched_switch VALUES(4915973303000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,487);
INSERT INTO sched_switch VALUES(4915976698000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,494);
INSERT INTO sched_switch VALUES(4915976706000,2,'tbench',1202,120,'S','kworker/2:1',64,120,495);
INSERT INTO sched_switch VALUES(4915976711000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,499);
INSERT INTO sched_switch VALUES(4915979921000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,512);
INSERT INTO sched_switch VALUES(4915979923000,0,'tbench',1201,120,'S','rcu_preempt',15,120,513);
INSERT INTO sched_switch VALUES(4915979928000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,514);
INSERT INTO sched_switch VALUES(4915979933000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,518);
INSERT INTO sched_switch VALUES(4915983163000,2,'swapper/2',0,120,'R','tbench',1202,120,531);
INSERT INTO sched_switch VALUES(4915983170000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,532);
INSERT INTO sched_switch VALUES(4915983174000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,536);
INSERT INTO sched_switch VALUES(4915983623000,0,'swapper/0',0,120,'R','tbench',1201,120,545);
INSERT INTO sched_switch VALUES(4915983629000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,546);
INSERT INTO sched_switch VALUES(4915983632000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,549);
INSERT INTO sched_switch VALUES(4915985658000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,553);
INSERT INTO sched_switch VALUES(4915985668000,0,'rcu_preempt',15,120,'I','tbench',1201,120,554);
INSERT INTO sched_switch VALUES(4915987955000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,562);
INSERT INTO sched_switch VALUES(4915987965000,2,'tbench',1202,120,'S','kworker/2:1',64,120,563);
INSERT INTO sched_switch VALUES(4915987969000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,567);
INSERT INTO sched_switch VALUES(4915989025000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,576);
INSERT INTO sched_switch VALUES(4915989029000,0,'tbench',1201,120,'S','kworker/0:1',50,120,577);
INSERT INTO sched_switch VALUES(4915989034000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,581);
INSERT INTO sched_switch VALUES(4915991262000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,590);
INSERT INTO sched_switch VALUES(4915991272000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,591);
INSERT INTO sched_switch VALUES(4915991276000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,595);
INSERT INTO sched_switch VALUES(4915992908000,0,'swapper/0',0,120,'R','tbench',1201,120,600);
INSERT INTO sched_switch VALUES(4915992920000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,601);
INSERT INTO sched_switch VALUES(4915992923000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,604);
INSERT INTO sched_switch VALUES(4915993095000,2,'swapper/2',0,120,'R','tbench',1202,120,613);
INSERT INTO sched_switch VALUES(4915993102000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,614);
INSERT INTO sched_switch VALUES(4915993105000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,617);
INSERT INTO sched_switch VALUES(4916000148000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,632);
INSERT INTO sched_switch VALUES(4916000151000,2,'tbench',1202,120,'S','kworker/2:1',64,120,633);
INSERT INTO sched_switch VALUES(4916000154000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,636);
INSERT INTO sched_switch VALUES(4916000337000,0,'tbench',1201,120,'S','rcu_preempt',15,120,641);
INSERT INTO sched_switch VALUES(4916000337000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,646);
INSERT INTO sched_switch VALUES(4916000343000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,647);
INSERT INTO sched_switch VALUES(4916000347000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,651);
INSERT INTO sched_switch VALUES(4916003819000,0,'swapper/0',0,120,'R','tbench',1201,120,660);
INSERT INTO sched_switch VALUES(4916003823000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,661);
INSERT INTO sched_switch VALUES(4916003826000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,664);
INSERT INTO sched_switch VALUES(4916003939000,2,'swapper/2',0,120,'R','tbench',1202,120,675);
INSERT INTO sched_switch VALUES(4916003942000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,676);
INSERT INTO sched_switch VALUES(4916003945000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,679);
INSERT INTO sched_switch VALUES(4916010586000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,688);
INSERT INTO sched_switch VALUES(4916010595000,2,'tbench',1202,120,'S','kworker/2:1',64,120,689);
INSERT INTO sched_switch VALUES(4916010598000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,692);
INSERT INTO sched_switch VALUES(4916011232000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,701);
INSERT INTO sched_switch VALUES(4916011235000,0,'tbench',1201,120,'S','kworker/0:1',50,120,702);
INSERT INTO sched_switch VALUES(4916011240000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,706);
INSERT INTO sched_switch VALUES(4916011246000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,707);
INSERT INTO sched_switch VALUES(4916016296000,0,'swapper/0',0,120,'R','tbench',1201,120,716);
INSERT INTO sched_switch VALUES(4916016298000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,717);
INSERT INTO sched_switch VALUES(4916016301000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,720);
INSERT INTO sched_switch VALUES(4916016881000,2,'swapper/2',0,120,'R','tbench',1202,120,731);
INSERT INTO sched_switch VALUES(4916016892000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,732);
INSERT INTO sched_switch VALUES(4916016895000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,735);
INSERT INTO sched_switch VALUES(4916023220000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,744);
INSERT INTO sched_switch VALUES(4916023226000,2,'tbench',1202,120,'S','kworker/2:1',64,120,745);
INSERT INTO sched_switch VALUES(4916023229000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,748);
INSERT INTO sched_switch VALUES(4916023833000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,757);
INSERT INTO sched_switch VALUES(4916023838000,0,'tbench',1201,120,'S','kworker/0:1',50,120,758);
INSERT INTO sched_switch VALUES(4916023841000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,761);
INSERT INTO sched_switch VALUES(4916023847000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,762);
INSERT INTO sched_switch VALUES(4916027220000,2,'swapper/2',0,120,'R','tbench',1202,120,771);
INSERT INTO sched_switch VALUES(4916027231000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,772);
INSERT INTO sched_switch VALUES(4916027234000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,775);
INSERT INTO sched_switch VALUES(4916028699000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,784);
INSERT INTO sched_switch VALUES(4916028710000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,785);
INSERT INTO sched_switch VALUES(4916028715000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,789);
INSERT INTO sched_switch VALUES(4916028764000,0,'swapper/0',0,120,'R','tbench',1201,120,794);
INSERT INTO sched_switch VALUES(4916028771000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,795);
INSERT INTO sched_switch VALUES(4916028774000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,798);
INSERT INTO sched_switch VALUES(4916033282000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,807);
INSERT INTO sched_switch VALUES(4916033292000,2,'tbench',1202,120,'S','kworker/2:1',64,120,808);
INSERT INTO sched_switch VALUES(4916033295000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,811);
INSERT INTO sched_switch VALUES(4916034599000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,826);
INSERT INTO sched_switch VALUES(4916034603000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,829);
INSERT INTO sched_switch VALUES(4916034608000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,833);
INSERT INTO sched_switch VALUES(4916038764000,0,'tbench',1201,120,'R+','kworker/0:1',50,120,835);
INSERT INTO sched_switch VALUES(4916038768000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,839);
INSERT INTO sched_switch VALUES(4916038779000,0,'rcu_preempt',15,120,'I','tbench',1201,120,840);
INSERT INTO sched_switch VALUES(4916039039000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,848);
INSERT INTO sched_switch VALUES(4916039045000,0,'tbench',1201,120,'S','swapper/0',0,120,849);
INSERT INTO sched_switch VALUES(4916039047000,0,'swapper/0',0,120,'R','kworker/0:1',50,120,854);
INSERT INTO sched_switch VALUES(4916039050000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,857);
INSERT INTO sched_switch VALUES(4916039631000,2,'swapper/2',0,120,'R','tbench',1202,120,866);
INSERT INTO sched_switch VALUES(4916039637000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,867);
INSERT INTO sched_switch VALUES(4916039640000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,870);
INSERT INTO sched_switch VALUES(4916040916000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,875);
INSERT INTO sched_switch VALUES(4916040925000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,876);
INSERT INTO sched_switch VALUES(4916044656000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,885);
INSERT INTO sched_switch VALUES(4916044668000,2,'tbench',1202,120,'S','kworker/2:1',64,120,886);
INSERT INTO sched_switch VALUES(4916044671000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,889);
INSERT INTO sched_switch VALUES(4916046224000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,898);
INSERT INTO sched_switch VALUES(4916046232000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,899);
INSERT INTO sched_switch VALUES(4916046236000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,903);
INSERT INTO sched_switch VALUES(4916047004000,0,'swapper/0',0,120,'R','tbench',1201,120,908);
INSERT INTO sched_switch VALUES(4916047015000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,909);
INSERT INTO sched_switch VALUES(4916047019000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,913);
INSERT INTO sched_switch VALUES(4916050267000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,921);
INSERT INTO sched_switch VALUES(4916050272000,0,'rcu_preempt',15,120,'I','tbench',1201,120,922);
INSERT INTO sched_switch VALUES(4916052233000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,926);
INSERT INTO sched_switch VALUES(4916052233000,2,'swapper/2',0,120,'R','tbench',1202,120,931);
INSERT INTO sched_switch VALUES(4916052236000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,934);
INSERT INTO sched_switch VALUES(4916053395000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,943);
INSERT INTO sched_switch VALUES(4916053396000,0,'tbench',1201,120,'S','kworker/0:1',50,120,944);
INSERT INTO sched_switch VALUES(4916053401000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,948);
INSERT INTO sched_switch VALUES(4916054518000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,957);
INSERT INTO sched_switch VALUES(4916054529000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,958);
INSERT INTO sched_switch VALUES(4916054534000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,962);
INSERT INTO sched_switch VALUES(4916058298000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,967);
INSERT INTO sched_switch VALUES(4916058309000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,968);
INSERT INTO sched_switch VALUES(4916058451000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,977);
INSERT INTO sched_switch VALUES(4916058452000,2,'tbench',1202,120,'S','kworker/2:1',64,120,978);
INSERT INTO sched_switch VALUES(4916058455000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,981);
INSERT INTO sched_switch VALUES(4916058921000,0,'swapper/0',0,120,'R','tbench',1201,120,990);
INSERT INTO sched_switch VALUES(4916058930000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,991);
INSERT INTO sched_switch VALUES(4916058933000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,994);
INSERT INTO sched_switch VALUES(4916063598000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1003);
INSERT INTO sched_switch VALUES(4916063600000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1004);
INSERT INTO sched_switch VALUES(4916063605000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1008);
INSERT INTO sched_switch VALUES(4916063997000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1017);
INSERT INTO sched_switch VALUES(4916064003000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1018);
INSERT INTO sched_switch VALUES(4916064008000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1022);
INSERT INTO sched_switch VALUES(4916064831000,2,'swapper/2',0,120,'R','tbench',1202,120,1031);
INSERT INTO sched_switch VALUES(4916064840000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1032);
INSERT INTO sched_switch VALUES(4916064843000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1035);
INSERT INTO sched_switch VALUES(4916067127000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1040);
INSERT INTO sched_switch VALUES(4916067136000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1041);
INSERT INTO sched_switch VALUES(4916067528000,0,'swapper/0',0,120,'R','tbench',1201,120,1046);
INSERT INTO sched_switch VALUES(4916067531000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1047);
INSERT INTO sched_switch VALUES(4916067534000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1050);
INSERT INTO sched_switch VALUES(4916068629000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1059);
INSERT INTO sched_switch VALUES(4916068630000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1060);
INSERT INTO sched_switch VALUES(4916068633000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1063);
INSERT INTO sched_switch VALUES(4916071265000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,1071);
INSERT INTO sched_switch VALUES(4916071273000,0,'rcu_preempt',15,120,'I','tbench',1201,120,1072);
INSERT INTO sched_switch VALUES(4916073703000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1082);
INSERT INTO sched_switch VALUES(4916073715000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1083);
INSERT INTO sched_switch VALUES(4916073719000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,1087);
INSERT INTO sched_switch VALUES(4916073723000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1088);
INSERT INTO sched_switch VALUES(4916074793000,2,'swapper/2',0,120,'R','tbench',1202,120,1097);
INSERT INTO sched_switch VALUES(4916074796000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1098);
INSERT INTO sched_switch VALUES(4916074799000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1101);
INSERT INTO sched_switch VALUES(4916077005000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1110);
INSERT INTO sched_switch VALUES(4916077017000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1111);
INSERT INTO sched_switch VALUES(4916077021000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1115);
INSERT INTO sched_switch VALUES(4916077581000,0,'swapper/0',0,120,'R','tbench',1201,120,1120);
INSERT INTO sched_switch VALUES(4916077584000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1121);
INSERT INTO sched_switch VALUES(4916077587000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1124);
INSERT INTO sched_switch VALUES(4916079370000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1133);
INSERT INTO sched_switch VALUES(4916079373000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1134);
INSERT INTO sched_switch VALUES(4916079376000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1137);
INSERT INTO sched_switch VALUES(4916083126000,2,'swapper/2',0,120,'R','tbench',1202,120,1152);
INSERT INTO sched_switch VALUES(4916083133000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1153);
INSERT INTO sched_switch VALUES(4916083136000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1156);
INSERT INTO sched_switch VALUES(4916083843000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1165);
INSERT INTO sched_switch VALUES(4916083853000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1166);
INSERT INTO sched_switch VALUES(4916083857000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,1170);
INSERT INTO sched_switch VALUES(4916083864000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1171);
INSERT INTO sched_switch VALUES(4916088458000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1180);
INSERT INTO sched_switch VALUES(4916088467000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1181);
INSERT INTO sched_switch VALUES(4916088471000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1185);
INSERT INTO sched_switch VALUES(4916088649000,0,'swapper/0',0,120,'R','tbench',1201,120,1190);
INSERT INTO sched_switch VALUES(4916088654000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1191);
INSERT INTO sched_switch VALUES(4916088657000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1194);
INSERT INTO sched_switch VALUES(4916089182000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1203);
INSERT INTO sched_switch VALUES(4916089189000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1204);
INSERT INTO sched_switch VALUES(4916089192000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1207);
INSERT INTO sched_switch VALUES(4916093072000,2,'swapper/2',0,120,'R','tbench',1202,120,1218);
INSERT INTO sched_switch VALUES(4916093077000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1219);
INSERT INTO sched_switch VALUES(4916093080000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1222);
INSERT INTO sched_switch VALUES(4916094267000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1235);
INSERT INTO sched_switch VALUES(4916094274000,0,'tbench',1201,120,'S','rcu_preempt',15,120,1236);
INSERT INTO sched_switch VALUES(4916094284000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1237);
INSERT INTO sched_switch VALUES(4916094288000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1241);
INSERT INTO sched_switch VALUES(4916099946000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1250);
INSERT INTO sched_switch VALUES(4916099958000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1251);
INSERT INTO sched_switch VALUES(4916099962000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1255);
INSERT INTO sched_switch VALUES(4916099992000,0,'swapper/0',0,120,'R','tbench',1201,120,1260);
INSERT INTO sched_switch VALUES(4916099997000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1261);
INSERT INTO sched_switch VALUES(4916100000000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1264);
INSERT INTO sched_switch VALUES(4916101001000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1273);
INSERT INTO sched_switch VALUES(4916101004000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1274);
INSERT INTO sched_switch VALUES(4916101007000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1277);
INSERT INTO sched_switch VALUES(4916104234000,2,'swapper/2',0,120,'R','tbench',1202,120,1288);
INSERT INTO sched_switch VALUES(4916104241000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1289);
INSERT INTO sched_switch VALUES(4916104244000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1292);
INSERT INTO sched_switch VALUES(4916107601000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1305);
INSERT INTO sched_switch VALUES(4916107609000,0,'tbench',1201,120,'S','rcu_preempt',15,120,1306);
INSERT INTO sched_switch VALUES(4916107617000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1307);
INSERT INTO sched_switch VALUES(4916107621000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1311);
INSERT INTO sched_switch VALUES(4916109564000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1316);
INSERT INTO sched_switch VALUES(4916109564000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1321);
INSERT INTO sched_switch VALUES(4916109567000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1324);
INSERT INTO sched_switch VALUES(4916111337000,0,'swapper/0',0,120,'R','tbench',1201,120,1333);
INSERT INTO sched_switch VALUES(4916111338000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1334);
INSERT INTO sched_switch VALUES(4916111341000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1338);
INSERT INTO sched_switch VALUES(4916111344000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1342);
INSERT INTO sched_switch VALUES(4916111355000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1343);
INSERT INTO sched_switch VALUES(4916111359000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1347);
INSERT INTO sched_switch VALUES(4916112346000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1352);
INSERT INTO sched_switch VALUES(4916112355000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1353);
INSERT INTO sched_switch VALUES(4916115078000,2,'swapper/2',0,120,'R','tbench',1202,120,1366);
INSERT INTO sched_switch VALUES(4916115080000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1367);
INSERT INTO sched_switch VALUES(4916115083000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1370);
INSERT INTO sched_switch VALUES(4916116242000,0,'swapper/0',0,120,'R','tbench',1201,120,1379);
INSERT INTO sched_switch VALUES(4916116244000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1380);
INSERT INTO sched_switch VALUES(4916116248000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1384);
INSERT INTO sched_switch VALUES(4916117690000,0,'tbench',1201,120,'R+','rcu_preempt',15,120,1388);
INSERT INTO sched_switch VALUES(4916117695000,0,'rcu_preempt',15,120,'I','tbench',1201,120,1389);
INSERT INTO sched_switch VALUES(4916119315000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1397);
INSERT INTO sched_switch VALUES(4916119326000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1398);
INSERT INTO sched_switch VALUES(4916119329000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1401);
INSERT INTO sched_switch VALUES(4916123154000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1412);
INSERT INTO sched_switch VALUES(4916123162000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1413);
INSERT INTO sched_switch VALUES(4916123167000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,1417);
INSERT INTO sched_switch VALUES(4916123175000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1418);
INSERT INTO sched_switch VALUES(4916123804000,2,'swapper/2',0,120,'R','tbench',1202,120,1427);
INSERT INTO sched_switch VALUES(4916123808000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1428);
INSERT INTO sched_switch VALUES(4916123811000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1431);
INSERT INTO sched_switch VALUES(4916127654000,0,'swapper/0',0,120,'R','tbench',1201,120,1440);
INSERT INTO sched_switch VALUES(4916127663000,1,'tbench_srv',1101,120,'S','kworker/1:1',57,120,1441);
INSERT INTO sched_switch VALUES(4916127667000,1,'kworker/1:1',57,120,'I','swapper/1',0,120,1445);
INSERT INTO sched_switch VALUES(4916130322000,3,'swapper/3',0,120,'R','tbench_srv',1102,120,1456);
INSERT INTO sched_switch VALUES(4916130331000,2,'tbench',1202,120,'S','kworker/2:1',64,120,1457);
INSERT INTO sched_switch VALUES(4916130334000,2,'kworker/2:1',64,120,'I','swapper/2',0,120,1460);
INSERT INTO sched_switch VALUES(4916131719000,1,'swapper/1',0,120,'R','tbench_srv',1101,120,1469);
INSERT INTO sched_switch VALUES(4916131729000,0,'tbench',1201,120,'S','kworker/0:1',50,120,1470);
INSERT INTO sched_switch VALUES(4916131732000,0,'kworker/0:1',50,120,'I','rcu_preempt',15,120,1473);
INSERT INTO sched_switch VALUES(4916131736000,0,'rcu_preempt',15,120,'I','swapper/0',0,120,1474);
INSERT INTO sched_switch VALUES(4916134367000,0,'swapper/0',0,120,'R','rcu_preempt',15,120,1483);
INSERT INTO sched_switch VALUES(4916134374000,0,'rcu_preempt',15,120,'I','kworker/0:1',50,120,1484);
INSERT INTO sched_switch VALUES(4916134378000,0,'kworker/0:1',50,120,'I','swapper/0',0,120,1488);
INSERT INTO sched_switch VALUES(4916136024000,2,'swapper/2',0,120,'R','tbench',1202,120,1497);
INSERT INTO sched_switch VALUES(4916136031000,3,'tbench_srv',1102,120,'S','kworker/3:1',71,120,1498);
INSERT INTO sched_switch VALUES(4916136034000,3,'kworker/3:1',71,120,'I','swapper/3',0,120,1501);
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
INSERT INTO sched_waking VALUES(4915905055000,0,'kworker/0:1',50,120,0,1200,5);
INSERT INTO sched_waking VALUES(4915905074000,1,'kworker/1:1',57,120,1,1100,11);
INSERT INTO sched_waking VALUES(4915905111000,3,'kworker/3:1',71,120,3,0,24);
INSERT INTO sched_waking VALUES(4915908030000,2,'kworker/2:1',64,120,2,1202,41);
INSERT INTO sched_waking VALUES(4915909733000,0,'rcu_preempt',15,120,0,1201,43);
INSERT INTO sched_waking VALUES(4915912113000,0,'tbench_srv',1101,120,1,1201,45);
INSERT INTO sched_waking VALUES(4915912117000,1,'kworker/1:1',57,120,1,0,50);
INSERT INTO sched_waking VALUES(4915912625000,2,'tbench_srv',1102,120,3,1202,60);
INSERT INTO sched_waking VALUES(4915912628000,3,'kworker/3:1',71,120,3,0,65);
INSERT INTO sched_waking VALUES(4915916512000,1,'tbench',1201,120,0,1101,74);
INSERT INTO sched_waking VALUES(4915916514000,0,'kworker/0:1',50,120,0,0,79);
INSERT INTO sched_waking VALUES(4915917025000,0,'rcu_preempt',15,120,0,1201,88);
INSERT INTO sched_waking VALUES(4915917935000,3,'tbench',1202,120,2,1102,90);
INSERT INTO sched_waking VALUES(4915917938000,2,'kworker/2:1',64,120,2,0,95);
INSERT INTO sched_waking VALUES(4915924030000,0,'tbench_srv',1101,120,1,1201,104);
INSERT INTO sched_waking VALUES(4915924032000,1,'kworker/1:1',57,120,1,0,109);
INSERT INTO sched_waking VALUES(4915925113000,2,'tbench_srv',1102,120,3,1202,119);
INSERT INTO sched_waking VALUES(4915925117000,3,'kworker/3:1',71,120,3,0,125);
INSERT INTO sched_waking VALUES(4915928426000,0,'rcu_preempt',15,120,0,0,134);
INSERT INTO sched_waking VALUES(4915928427000,0,'kworker/0:1',50,120,0,0,138);
INSERT INTO sched_waking VALUES(4915929553000,1,'tbench',1201,120,0,1101,147);
INSERT INTO sched_waking VALUES(4915932127000,0,'rcu_preempt',15,120,0,1201,156);
INSERT INTO sched_waking VALUES(4915932528000,3,'tbench',1202,120,2,1102,160);
INSERT INTO sched_waking VALUES(4915932530000,2,'kworker/2:1',64,120,2,0,165);
INSERT INTO sched_waking VALUES(4915933090000,0,'tbench_srv',1101,120,1,1201,173);
INSERT INTO sched_waking VALUES(4915933093000,1,'kworker/1:1',57,120,1,0,179);
INSERT INTO sched_waking VALUES(4915933094000,0,'kworker/0:1',50,120,0,0,184);
INSERT INTO sched_waking VALUES(4915935624000,0,'rcu_preempt',15,120,0,0,193);
INSERT INTO sched_waking VALUES(4915936507000,1,'tbench',1201,120,0,1101,198);
INSERT INTO sched_waking VALUES(4915938036000,0,'kworker/0:1',50,120,0,1201,209);
INSERT INTO sched_waking VALUES(4915939800000,2,'tbench_srv',1102,120,3,1202,211);
INSERT INTO sched_waking VALUES(4915939803000,3,'kworker/3:1',71,120,3,0,216);
INSERT INTO sched_waking VALUES(4915940268000,0,'tbench_srv',1101,120,1,1201,224);
INSERT INTO sched_waking VALUES(4915940272000,1,'kworker/1:1',57,120,1,0,229);
INSERT INTO sched_waking VALUES(4915941383000,0,'rcu_preempt',15,120,0,0,239);
INSERT INTO sched_waking VALUES(4915943426000,1,'tbench',1201,120,0,1101,244);
INSERT INTO sched_waking VALUES(4915943429000,0,'kworker/0:1',50,120,0,0,249);
INSERT INTO sched_waking VALUES(4915945184000,0,'rcu_preempt',15,120,0,1201,257);
INSERT INTO sched_waking VALUES(4915945418000,3,'tbench',1202,120,2,1102,259);
INSERT INTO sched_waking VALUES(4915945421000,2,'kworker/2:1',64,120,2,0,264);
INSERT INTO sched_waking VALUES(4915947556000,0,'tbench_srv',1101,120,1,1201,272);
INSERT INTO sched_waking VALUES(4915947560000,1,'kworker/1:1',57,120,1,0,277);
INSERT INTO sched_waking VALUES(4915949740000,2,'tbench_srv',1102,120,3,1202,286);
INSERT INTO sched_waking VALUES(4915949744000,3,'kworker/3:1',71,120,3,0,291);
INSERT INTO sched_waking VALUES(4915949747000,3,'tbench',1202,120,2,1102,294);
INSERT INTO sched_waking VALUES(4915952109000,0,'rcu_preempt',15,120,0,0,303);
INSERT INTO sched_waking VALUES(4915952110000,0,'kworker/0:1',50,120,0,0,307);
INSERT INTO sched_waking VALUES(4915952200000,1,'tbench',1201,120,0,1101,316);
INSERT INTO sched_waking VALUES(4915953154000,2,'tbench_srv',1102,120,3,1202,325);
INSERT INTO sched_waking VALUES(4915955147000,0,'rcu_preempt',15,120,0,1201,334);
INSERT INTO sched_waking VALUES(4915956065000,0,'tbench_srv',1101,120,1,1201,338);
INSERT INTO sched_waking VALUES(4915956068000,1,'kworker/1:1',57,120,1,0,343);
INSERT INTO sched_waking VALUES(4915957027000,3,'kworker/3:1',71,120,3,1102,350);
INSERT INTO sched_waking VALUES(4915959240000,0,'rcu_preempt',15,120,0,0,353);
INSERT INTO sched_waking VALUES(4915959241000,0,'kworker/0:1',50,120,0,0,357);
INSERT INTO sched_waking VALUES(4915959727000,3,'tbench',1202,120,2,1102,366);
INSERT INTO sched_waking VALUES(4915959730000,2,'kworker/2:1',64,120,2,0,371);
INSERT INTO sched_waking VALUES(4915961112000,1,'tbench',1201,120,0,1101,380);
INSERT INTO sched_waking VALUES(4915962829000,2,'tbench_srv',1102,120,3,1202,389);
INSERT INTO sched_waking VALUES(4915962832000,3,'kworker/3:1',71,120,3,0,394);
INSERT INTO sched_waking VALUES(4915962947000,0,'rcu_preempt',15,120,0,1201,402);
INSERT INTO sched_waking VALUES(4915965178000,0,'tbench_srv',1101,120,1,1201,404);
INSERT INTO sched_waking VALUES(4915965180000,1,'kworker/1:1',57,120,1,0,409);
INSERT INTO sched_waking VALUES(4915965184000,0,'kworker/0:1',50,120,0,15,415);
INSERT INTO sched_waking VALUES(4915967433000,0,'rcu_preempt',15,120,0,0,423);
INSERT INTO sched_waking VALUES(4915968739000,3,'tbench',1202,120,2,1102,428);
INSERT INTO sched_waking VALUES(4915968742000,2,'kworker/2:1',64,120,2,0,434);
INSERT INTO sched_waking VALUES(4915971298000,0,'rcu_preempt',15,120,0,0,442);
INSERT INTO sched_waking VALUES(4915971299000,0,'kworker/0:1',50,120,0,0,446);
INSERT INTO sched_waking VALUES(4915972788000,1,'tbench',1201,120,0,1101,455);
INSERT INTO sched_waking VALUES(4915973283000,2,'tbench_srv',1102,120,3,1202,464);
INSERT INTO sched_waking VALUES(4915973286000,3,'kworker/3:1',71,120,3,0,469);
INSERT INTO sched_waking VALUES(4915973288000,3,'tbench',1202,120,2,1102,473);
INSERT INTO sched_waking VALUES(4915973292000,2,'kworker/2:1',64,120,2,0,480);
INSERT INTO sched_waking VALUES(4915974186000,0,'rcu_preempt',15,120,0,1201,489);
INSERT INTO sched_waking VALUES(4915976694000,2,'tbench_srv',1102,120,3,1202,491);
INSERT INTO sched_waking VALUES(4915978036000,0,'kworker/0:1',50,120,0,1201,503);
INSERT INTO sched_waking VALUES(4915979917000,0,'tbench_srv',1101,120,1,1201,505);
INSERT INTO sched_waking VALUES(4915979921000,1,'kworker/1:1',57,120,1,0,510);
INSERT INTO sched_waking VALUES(4915981027000,3,'kworker/3:1',71,120,3,1102,522);
INSERT INTO sched_waking VALUES(4915983161000,3,'tbench',1202,120,2,1102,524);
INSERT INTO sched_waking VALUES(4915983163000,2,'kworker/2:1',64,120,2,0,529);
INSERT INTO sched_waking VALUES(4915983619000,1,'tbench',1201,120,0,1101,538);
INSERT INTO sched_waking VALUES(4915983623000,0,'kworker/0:1',50,120,0,0,543);
INSERT INTO sched_waking VALUES(4915985657000,0,'rcu_preempt',15,120,0,1201,551);
INSERT INTO sched_waking VALUES(4915987951000,2,'tbench_srv',1102,120,3,1202,555);
INSERT INTO sched_waking VALUES(4915987955000,3,'kworker/3:1',71,120,3,0,560);
INSERT INTO sched_waking VALUES(4915989021000,0,'tbench_srv',1101,120,1,1201,569);
INSERT INTO sched_waking VALUES(4915989025000,1,'kworker/1:1',57,120,1,0,574);
INSERT INTO sched_waking VALUES(4915991261000,0,'rcu_preempt',15,120,0,0,584);
INSERT INTO sched_waking VALUES(4915991262000,0,'kworker/0:1',50,120,0,0,588);
INSERT INTO sched_waking VALUES(4915992905000,1,'tbench',1201,120,0,1101,597);
INSERT INTO sched_waking VALUES(4915993093000,3,'tbench',1202,120,2,1102,606);
INSERT INTO sched_waking VALUES(4915993095000,2,'kworker/2:1',64,120,2,0,611);
INSERT INTO sched_waking VALUES(4915995368000,0,'rcu_preempt',15,120,0,1201,619);
INSERT INTO sched_waking VALUES(4915995369000,0,'kworker/0:1',50,120,0,1201,623);
INSERT INTO sched_waking VALUES(4916000144000,2,'tbench_srv',1102,120,3,1202,625);
INSERT INTO sched_waking VALUES(4916000148000,3,'kworker/3:1',71,120,3,0,630);
INSERT INTO sched_waking VALUES(4916000334000,0,'tbench_srv',1101,120,1,1201,638);
INSERT INTO sched_waking VALUES(4916000337000,1,'kworker/1:1',57,120,1,0,644);
INSERT INTO sched_waking VALUES(4916003817000,1,'tbench',1201,120,0,1101,653);
INSERT INTO sched_waking VALUES(4916003819000,0,'kworker/0:1',50,120,0,0,658);
INSERT INTO sched_waking VALUES(4916003914000,0,'rcu_preempt',15,120,0,1201,666);
INSERT INTO sched_waking VALUES(4916003935000,3,'tbench',1202,120,2,1102,668);
INSERT INTO sched_waking VALUES(4916003939000,2,'kworker/2:1',64,120,2,0,673);
INSERT INTO sched_waking VALUES(4916010584000,2,'tbench_srv',1102,120,3,1202,681);
INSERT INTO sched_waking VALUES(4916010586000,3,'kworker/3:1',71,120,3,0,686);
INSERT INTO sched_waking VALUES(4916011228000,0,'tbench_srv',1101,120,1,1201,694);
INSERT INTO sched_waking VALUES(4916011232000,1,'kworker/1:1',57,120,1,0,699);
INSERT INTO sched_waking VALUES(4916016293000,1,'tbench',1201,120,0,1101,709);
INSERT INTO sched_waking VALUES(4916016296000,0,'kworker/0:1',50,120,0,0,714);
INSERT INTO sched_waking VALUES(4916016511000,0,'rcu_preempt',15,120,0,1201,722);
INSERT INTO sched_waking VALUES(4916016879000,3,'tbench',1202,120,2,1102,724);
INSERT INTO sched_waking VALUES(4916016881000,2,'kworker/2:1',64,120,2,0,729);
INSERT INTO sched_waking VALUES(4916023216000,2,'tbench_srv',1102,120,3,1202,737);
INSERT INTO sched_waking VALUES(4916023220000,3,'kworker/3:1',71,120,3,0,742);
INSERT INTO sched_waking VALUES(4916023830000,0,'tbench_srv',1101,120,1,1201,750);
INSERT INTO sched_waking VALUES(4916023833000,1,'kworker/1:1',57,120,1,0,755);
INSERT INTO sched_waking VALUES(4916027217000,3,'tbench',1202,120,2,1102,764);
INSERT INTO sched_waking VALUES(4916027220000,2,'kworker/2:1',64,120,2,0,769);
INSERT INTO sched_waking VALUES(4916028698000,0,'rcu_preempt',15,120,0,0,778);
INSERT INTO sched_waking VALUES(4916028699000,0,'kworker/0:1',50,120,0,0,782);
INSERT INTO sched_waking VALUES(4916028762000,1,'tbench',1201,120,0,1101,791);
INSERT INTO sched_waking VALUES(4916033280000,2,'tbench_srv',1102,120,3,1202,800);
INSERT INTO sched_waking VALUES(4916033282000,3,'kworker/3:1',71,120,3,0,805);
INSERT INTO sched_waking VALUES(4916034036000,0,'kworker/0:1',50,120,0,1201,815);
INSERT INTO sched_waking VALUES(4916034410000,0,'rcu_preempt',15,120,0,1201,817);
INSERT INTO sched_waking VALUES(4916034595000,0,'tbench_srv',1101,120,1,1201,819);
INSERT INTO sched_waking VALUES(4916034599000,1,'kworker/1:1',57,120,1,0,824);
INSERT INTO sched_waking VALUES(4916034600000,1,'tbench',1201,120,0,1101,827);
INSERT INTO sched_waking VALUES(4916039035000,0,'tbench_srv',1101,120,1,1201,841);
INSERT INTO sched_waking VALUES(4916039039000,1,'kworker/1:1',57,120,1,0,846);
INSERT INTO sched_waking VALUES(4916039046000,0,'kworker/0:1',50,120,0,0,852);
INSERT INTO sched_waking VALUES(4916039628000,3,'tbench',1202,120,2,1102,859);
INSERT INTO sched_waking VALUES(4916039631000,2,'kworker/2:1',64,120,2,0,864);
INSERT INTO sched_waking VALUES(4916040915000,0,'rcu_preempt',15,120,0,0,873);
INSERT INTO sched_waking VALUES(4916044653000,2,'tbench_srv',1102,120,3,1202,878);
INSERT INTO sched_waking VALUES(4916044656000,3,'kworker/3:1',71,120,3,0,883);
INSERT INTO sched_waking VALUES(4916046223000,0,'rcu_preempt',15,120,0,0,892);
INSERT INTO sched_waking VALUES(4916046224000,0,'kworker/0:1',50,120,0,0,896);
INSERT INTO sched_waking VALUES(4916047001000,1,'tbench',1201,120,0,1101,905);
INSERT INTO sched_waking VALUES(4916050266000,0,'rcu_preempt',15,120,0,1201,915);
INSERT INTO sched_waking VALUES(4916050267000,0,'kworker/0:1',50,120,0,1201,919);
INSERT INTO sched_waking VALUES(4916052230000,3,'tbench',1202,120,2,1102,923);
INSERT INTO sched_waking VALUES(4916052233000,2,'kworker/2:1',64,120,2,0,929);
INSERT INTO sched_waking VALUES(4916053391000,0,'tbench_srv',1101,120,1,1201,936);
INSERT INTO sched_waking VALUES(4916053395000,1,'kworker/1:1',57,120,1,0,941);
INSERT INTO sched_waking VALUES(4916054517000,0,'rcu_preempt',15,120,0,0,951);
INSERT INTO sched_waking VALUES(4916054518000,0,'kworker/0:1',50,120,0,0,955);
INSERT INTO sched_waking VALUES(4916058297000,0,'rcu_preempt',15,120,0,0,965);
INSERT INTO sched_waking VALUES(4916058447000,2,'tbench_srv',1102,120,3,1202,970);
INSERT INTO sched_waking VALUES(4916058451000,3,'kworker/3:1',71,120,3,0,975);
INSERT INTO sched_waking VALUES(4916058918000,1,'tbench',1201,120,0,1101,983);
INSERT INTO sched_waking VALUES(4916058921000,0,'kworker/0:1',50,120,0,0,988);
INSERT INTO sched_waking VALUES(4916063594000,0,'tbench_srv',1101,120,1,1201,996);
INSERT INTO sched_waking VALUES(4916063598000,1,'kworker/1:1',57,120,1,0,1001);
INSERT INTO sched_waking VALUES(4916063996000,0,'rcu_preempt',15,120,0,0,1011);
INSERT INTO sched_waking VALUES(4916063997000,0,'kworker/0:1',50,120,0,0,1015);
INSERT INTO sched_waking VALUES(4916064828000,3,'tbench',1202,120,2,1102,1024);
INSERT INTO sched_waking VALUES(4916064831000,2,'kworker/2:1',64,120,2,0,1029);
INSERT INTO sched_waking VALUES(4916067126000,0,'rcu_preempt',15,120,0,0,1038);
INSERT INTO sched_waking VALUES(4916067524000,1,'tbench',1201,120,0,1101,1043);
INSERT INTO sched_waking VALUES(4916068626000,2,'tbench_srv',1102,120,3,1202,1052);
INSERT INTO sched_waking VALUES(4916068629000,3,'kworker/3:1',71,120,3,0,1057);
INSERT INTO sched_waking VALUES(4916070036000,0,'kworker/0:1',50,120,0,1201,1067);
INSERT INTO sched_waking VALUES(4916071264000,0,'rcu_preempt',15,120,0,1201,1069);
INSERT INTO sched_waking VALUES(4916073690000,0,'rcu_preempt',15,120,0,1201,1073);
INSERT INTO sched_waking VALUES(4916073701000,0,'tbench_srv',1101,120,1,1201,1075);
INSERT INTO sched_waking VALUES(4916073703000,1,'kworker/1:1',57,120,1,0,1080);
INSERT INTO sched_waking VALUES(4916074790000,3,'tbench',1202,120,2,1102,1090);
INSERT INTO sched_waking VALUES(4916074793000,2,'kworker/2:1',64,120,2,0,1095);
INSERT INTO sched_waking VALUES(4916077004000,0,'rcu_preempt',15,120,0,0,1104);
INSERT INTO sched_waking VALUES(4916077005000,0,'kworker/0:1',50,120,0,0,1108);
INSERT INTO sched_waking VALUES(4916077577000,1,'tbench',1201,120,0,1101,1117);
INSERT INTO sched_waking VALUES(4916079367000,2,'tbench_srv',1102,120,3,1202,1126);
INSERT INTO sched_waking VALUES(4916079370000,3,'kworker/3:1',71,120,3,0,1131);
INSERT INTO sched_waking VALUES(4916082036000,0,'kworker/0:1',50,120,0,1201,1141);
INSERT INTO sched_waking VALUES(4916082722000,0,'rcu_preempt',15,120,0,1201,1143);
INSERT INTO sched_waking VALUES(4916083123000,3,'tbench',1202,120,2,1102,1145);
INSERT INTO sched_waking VALUES(4916083126000,2,'kworker/2:1',64,120,2,0,1150);
INSERT INTO sched_waking VALUES(4916083840000,0,'tbench_srv',1101,120,1,1201,1158);
INSERT INTO sched_waking VALUES(4916083843000,1,'kworker/1:1',57,120,1,0,1163);
INSERT INTO sched_waking VALUES(4916088457000,0,'rcu_preempt',15,120,0,0,1174);
INSERT INTO sched_waking VALUES(4916088458000,0,'kworker/0:1',50,120,0,0,1178);
INSERT INTO sched_waking VALUES(4916088645000,1,'tbench',1201,120,0,1101,1187);
INSERT INTO sched_waking VALUES(4916089179000,2,'tbench_srv',1102,120,3,1202,1196);
INSERT INTO sched_waking VALUES(4916089182000,3,'kworker/3:1',71,120,3,0,1201);
INSERT INTO sched_waking VALUES(4916091378000,0,'rcu_preempt',15,120,0,1201,1209);
INSERT INTO sched_waking VALUES(4916093069000,3,'tbench',1202,120,2,1102,1211);
INSERT INTO sched_waking VALUES(4916093072000,2,'kworker/2:1',64,120,2,0,1216);
INSERT INTO sched_waking VALUES(4916094036000,0,'kworker/0:1',50,120,0,1201,1226);
INSERT INTO sched_waking VALUES(4916094264000,0,'tbench_srv',1101,120,1,1201,1228);
INSERT INTO sched_waking VALUES(4916094267000,1,'kworker/1:1',57,120,1,0,1233);
INSERT INTO sched_waking VALUES(4916099945000,0,'rcu_preempt',15,120,0,0,1244);
INSERT INTO sched_waking VALUES(4916099946000,0,'kworker/0:1',50,120,0,0,1248);
INSERT INTO sched_waking VALUES(4916099990000,1,'tbench',1201,120,0,1101,1257);
INSERT INTO sched_waking VALUES(4916100997000,2,'tbench_srv',1102,120,3,1202,1266);
INSERT INTO sched_waking VALUES(4916101001000,3,'kworker/3:1',71,120,3,0,1271);
INSERT INTO sched_waking VALUES(4916103789000,0,'rcu_preempt',15,120,0,1201,1279);
INSERT INTO sched_waking VALUES(4916104231000,3,'tbench',1202,120,2,1102,1281);
INSERT INTO sched_waking VALUES(4916104234000,2,'kworker/2:1',64,120,2,0,1286);
INSERT INTO sched_waking VALUES(4916106036000,0,'kworker/0:1',50,120,0,1201,1296);
INSERT INTO sched_waking VALUES(4916107599000,0,'tbench_srv',1101,120,1,1201,1298);
INSERT INTO sched_waking VALUES(4916107601000,1,'kworker/1:1',57,120,1,0,1303);
INSERT INTO sched_waking VALUES(4916109561000,2,'tbench_srv',1102,120,3,1202,1313);
INSERT INTO sched_waking VALUES(4916109564000,3,'kworker/3:1',71,120,3,0,1319);
INSERT INTO sched_waking VALUES(4916111335000,1,'tbench',1201,120,0,1101,1326);
INSERT INTO sched_waking VALUES(4916111337000,0,'kworker/0:1',50,120,0,0,1331);
INSERT INTO sched_waking VALUES(4916111341000,0,'tbench_srv',1101,120,1,1201,1336);
INSERT INTO sched_waking VALUES(4916112345000,0,'rcu_preempt',15,120,0,0,1350);
INSERT INTO sched_waking VALUES(4916115033000,1,'kworker/1:1',57,120,1,1101,1357);
INSERT INTO sched_waking VALUES(4916115075000,3,'tbench',1202,120,2,1102,1359);
INSERT INTO sched_waking VALUES(4916115078000,2,'kworker/2:1',64,120,2,0,1364);
INSERT INTO sched_waking VALUES(4916116240000,1,'tbench',1201,120,0,1101,1372);
INSERT INTO sched_waking VALUES(4916116242000,0,'kworker/0:1',50,120,0,0,1377);
INSERT INTO sched_waking VALUES(4916117689000,0,'rcu_preempt',15,120,0,1201,1386);
INSERT INTO sched_waking VALUES(4916119311000,2,'tbench_srv',1102,120,3,1202,1390);
INSERT INTO sched_waking VALUES(4916119315000,3,'kworker/3:1',71,120,3,0,1395);
INSERT INTO sched_waking VALUES(4916120833000,0,'rcu_preempt',15,120,0,1201,1403);
INSERT INTO sched_waking VALUES(4916123152000,0,'tbench_srv',1101,120,1,1201,1405);
INSERT INTO sched_waking VALUES(4916123154000,1,'kworker/1:1',57,120,1,0,1410);
INSERT INTO sched_waking VALUES(4916123802000,3,'tbench',1202,120,2,1102,1420);
INSERT INTO sched_waking VALUES(4916123804000,2,'kworker/2:1',64,120,2,0,1425);
INSERT INTO sched_waking VALUES(4916127650000,1,'tbench',1201,120,0,1101,1433);
INSERT INTO sched_waking VALUES(4916127654000,0,'kworker/0:1',50,120,0,0,1438);
INSERT INTO sched_waking VALUES(4916127756000,0,'rcu_preempt',15,120,0,1201,1447);
INSERT INTO sched_waking VALUES(4916130320000,2,'tbench_srv',1102,120,3,1202,1449);
INSERT INTO sched_waking VALUES(4916130322000,3,'kworker/3:1',71,120,3,0,1454);
INSERT INTO sched_waking VALUES(4916131715000,0,'tbench_srv',1101,120,1,1201,1462);
INSERT INTO sched_waking VALUES(4916131719000,1,'kworker/1:1',57,120,1,0,1467);
INSERT INTO sched_waking VALUES(4916134366000,0,'rcu_preempt',15,120,0,0,1477);
INSERT INTO sched_waking VALUES(4916134367000,0,'kworker/0:1',50,120,0,0,1481);
INSERT INTO sched_waking VALUES(4916136020000,3,'tbench',1202,120,2,1102,1490);
INSERT INTO sched_waking VALUES(4916136024000,2,'kworker/2:1',64,120,2,0,1495);
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
INSERT INTO sched_wakeup VALUES(4915905055000,0,'kworker/0:1',50,120,0,1200,6);
INSERT INTO sched_wakeup VALUES(4915905074000,1,'kworker/1:1',57,120,1,1100,12);
INSERT INTO sched_wakeup VALUES(4915905111000,3,'kworker/3:1',71,120,3,0,25);
INSERT INTO sched_wakeup VALUES(4915908030000,2,'kworker/2:1',64,120,2,1202,42);
INSERT INTO sched_wakeup VALUES(4915909733000,0,'rcu_preempt',15,120,0,1201,44);
INSERT INTO sched_wakeup VALUES(4915912116000,1,'tbench_srv',1101,120,1,0,47);
INSERT INTO sched_wakeup VALUES(4915912117000,1,'kworker/1:1',57,120,1,0,51);
INSERT INTO sched_wakeup VALUES(4915912627000,3,'tbench_srv',1102,120,3,0,62);
INSERT INTO sched_wakeup VALUES(4915912628000,3,'kworker/3:1',71,120,3,0,66);
INSERT INTO sched_wakeup VALUES(4915916513000,0,'tbench',1201,120,0,0,76);
INSERT INTO sched_wakeup VALUES(4915916514000,0,'kworker/0:1',50,120,0,0,80);
INSERT INTO sched_wakeup VALUES(4915917025000,0,'rcu_preempt',15,120,0,1201,89);
INSERT INTO sched_wakeup VALUES(4915917937000,2,'tbench',1202,120,2,0,92);
INSERT INTO sched_wakeup VALUES(4915917938000,2,'kworker/2:1',64,120,2,0,96);
INSERT INTO sched_wakeup VALUES(4915924031000,1,'tbench_srv',1101,120,1,0,106);
INSERT INTO sched_wakeup VALUES(4915924032000,1,'kworker/1:1',57,120,1,0,110);
INSERT INTO sched_wakeup VALUES(4915925116000,3,'tbench_srv',1102,120,3,0,121);
INSERT INTO sched_wakeup VALUES(4915925117000,3,'kworker/3:1',71,120,3,0,126);
INSERT INTO sched_wakeup VALUES(4915928426000,0,'rcu_preempt',15,120,0,0,135);
INSERT INTO sched_wakeup VALUES(4915928427000,0,'kworker/0:1',50,120,0,0,139);
INSERT INTO sched_wakeup VALUES(4915929555000,0,'tbench',1201,120,0,0,149);
INSERT INTO sched_wakeup VALUES(4915932127000,0,'rcu_preempt',15,120,0,1201,157);
INSERT INTO sched_wakeup VALUES(4915932529000,2,'tbench',1202,120,2,0,162);
INSERT INTO sched_wakeup VALUES(4915932530000,2,'kworker/2:1',64,120,2,0,166);
INSERT INTO sched_wakeup VALUES(4915933092000,1,'tbench_srv',1101,120,1,0,175);
INSERT INTO sched_wakeup VALUES(4915933093000,1,'kworker/1:1',57,120,1,0,180);
INSERT INTO sched_wakeup VALUES(4915933094000,0,'kworker/0:1',50,120,0,0,185);
INSERT INTO sched_wakeup VALUES(4915935624000,0,'rcu_preempt',15,120,0,0,194);
INSERT INTO sched_wakeup VALUES(4915936510000,0,'tbench',1201,120,0,0,200);
INSERT INTO sched_wakeup VALUES(4915938036000,0,'kworker/0:1',50,120,0,1201,210);
INSERT INTO sched_wakeup VALUES(4915939802000,3,'tbench_srv',1102,120,3,0,213);
INSERT INTO sched_wakeup VALUES(4915939803000,3,'kworker/3:1',71,120,3,0,217);
INSERT INTO sched_wakeup VALUES(4915940271000,1,'tbench_srv',1101,120,1,0,226);
INSERT INTO sched_wakeup VALUES(4915940272000,1,'kworker/1:1',57,120,1,0,230);
INSERT INTO sched_wakeup VALUES(4915941383000,0,'rcu_preempt',15,120,0,0,240);
INSERT INTO sched_wakeup VALUES(4915943428000,0,'tbench',1201,120,0,0,246);
INSERT INTO sched_wakeup VALUES(4915943429000,0,'kworker/0:1',50,120,0,0,250);
INSERT INTO sched_wakeup VALUES(4915945184000,0,'rcu_preempt',15,120,0,1201,258);
INSERT INTO sched_wakeup VALUES(4915945420000,2,'tbench',1202,120,2,0,261);
INSERT INTO sched_wakeup VALUES(4915945421000,2,'kworker/2:1',64,120,2,0,265);
INSERT INTO sched_wakeup VALUES(4915947559000,1,'tbench_srv',1101,120,1,0,274);
INSERT INTO sched_wakeup VALUES(4915947560000,1,'kworker/1:1',57,120,1,0,278);
INSERT INTO sched_wakeup VALUES(4915949743000,3,'tbench_srv',1102,120,3,0,288);
INSERT INTO sched_wakeup VALUES(4915949744000,3,'kworker/3:1',71,120,3,0,292);
INSERT INTO sched_wakeup VALUES(4915949747000,3,'tbench',1202,120,2,1102,295);
INSERT INTO sched_wakeup VALUES(4915952109000,0,'rcu_preempt',15,120,0,0,304);
INSERT INTO sched_wakeup VALUES(4915952110000,0,'kworker/0:1',50,120,0,0,308);
INSERT INTO sched_wakeup VALUES(4915952202000,0,'tbench',1201,120,0,0,318);
INSERT INTO sched_wakeup VALUES(4915953156000,3,'tbench_srv',1102,120,3,0,327);
INSERT INTO sched_wakeup VALUES(4915955147000,0,'rcu_preempt',15,120,0,1201,335);
INSERT INTO sched_wakeup VALUES(4915956067000,1,'tbench_srv',1101,120,1,0,340);
INSERT INTO sched_wakeup VALUES(4915956068000,1,'kworker/1:1',57,120,1,0,344);
INSERT INTO sched_wakeup VALUES(4915957027000,3,'kworker/3:1',71,120,3,1102,351);
INSERT INTO sched_wakeup VALUES(4915959240000,0,'rcu_preempt',15,120,0,0,354);
INSERT INTO sched_wakeup VALUES(4915959241000,0,'kworker/0:1',50,120,0,0,358);
INSERT INTO sched_wakeup VALUES(4915959729000,2,'tbench',1202,120,2,0,368);
INSERT INTO sched_wakeup VALUES(4915959730000,2,'kworker/2:1',64,120,2,0,372);
INSERT INTO sched_wakeup VALUES(4915961115000,0,'tbench',1201,120,0,0,382);
INSERT INTO sched_wakeup VALUES(4915962831000,3,'tbench_srv',1102,120,3,0,391);
INSERT INTO sched_wakeup VALUES(4915962832000,3,'kworker/3:1',71,120,3,0,395);
INSERT INTO sched_wakeup VALUES(4915962947000,0,'rcu_preempt',15,120,0,1201,403);
INSERT INTO sched_wakeup VALUES(4915965179000,1,'tbench_srv',1101,120,1,0,406);
INSERT INTO sched_wakeup VALUES(4915965180000,1,'kworker/1:1',57,120,1,0,410);
INSERT INTO sched_wakeup VALUES(4915965184000,0,'kworker/0:1',50,120,0,15,416);
INSERT INTO sched_wakeup VALUES(4915967433000,0,'rcu_preempt',15,120,0,0,424);
INSERT INTO sched_wakeup VALUES(4915968741000,2,'tbench',1202,120,2,0,430);
INSERT INTO sched_wakeup VALUES(4915968742000,2,'kworker/2:1',64,120,2,0,435);
INSERT INTO sched_wakeup VALUES(4915971298000,0,'rcu_preempt',15,120,0,0,443);
INSERT INTO sched_wakeup VALUES(4915971299000,0,'kworker/0:1',50,120,0,0,447);
INSERT INTO sched_wakeup VALUES(4915972789000,0,'tbench',1201,120,0,0,457);
INSERT INTO sched_wakeup VALUES(4915973285000,3,'tbench_srv',1102,120,3,0,466);
INSERT INTO sched_wakeup VALUES(4915973286000,3,'kworker/3:1',71,120,3,0,470);
INSERT INTO sched_wakeup VALUES(4915973291000,2,'tbench',1202,120,2,0,477);
INSERT INTO sched_wakeup VALUES(4915973292000,2,'kworker/2:1',64,120,2,0,481);
INSERT INTO sched_wakeup VALUES(4915974186000,0,'rcu_preempt',15,120,0,1201,490);
INSERT INTO sched_wakeup VALUES(4915976697000,3,'tbench_srv',1102,120,3,0,493);
INSERT INTO sched_wakeup VALUES(4915978036000,0,'kworker/0:1',50,120,0,1201,504);
INSERT INTO sched_wakeup VALUES(4915979920000,1,'tbench_srv',1101,120,1,0,507);
INSERT INTO sched_wakeup VALUES(4915979921000,1,'kworker/1:1',57,120,1,0,511);
INSERT INTO sched_wakeup VALUES(4915981027000,3,'kworker/3:1',71,120,3,1102,523);
INSERT INTO sched_wakeup VALUES(4915983162000,2,'tbench',1202,120,2,0,526);
INSERT INTO sched_wakeup VALUES(4915983163000,2,'kworker/2:1',64,120,2,0,530);
INSERT INTO sched_wakeup VALUES(4915983622000,0,'tbench',1201,120,0,0,540);
INSERT INTO sched_wakeup VALUES(4915983623000,0,'kworker/0:1',50,120,0,0,544);
INSERT INTO sched_wakeup VALUES(4915985657000,0,'rcu_preempt',15,120,0,1201,552);
INSERT INTO sched_wakeup VALUES(4915987954000,3,'tbench_srv',1102,120,3,0,557);
INSERT INTO sched_wakeup VALUES(4915987955000,3,'kworker/3:1',71,120,3,0,561);
INSERT INTO sched_wakeup VALUES(4915989024000,1,'tbench_srv',1101,120,1,0,571);
INSERT INTO sched_wakeup VALUES(4915989025000,1,'kworker/1:1',57,120,1,0,575);
INSERT INTO sched_wakeup VALUES(4915991261000,0,'rcu_preempt',15,120,0,0,585);
INSERT INTO sched_wakeup VALUES(4915991262000,0,'kworker/0:1',50,120,0,0,589);
INSERT INTO sched_wakeup VALUES(4915992907000,0,'tbench',1201,120,0,0,599);
INSERT INTO sched_wakeup VALUES(4915993094000,2,'tbench',1202,120,2,0,608);
INSERT INTO sched_wakeup VALUES(4915993095000,2,'kworker/2:1',64,120,2,0,612);
INSERT INTO sched_wakeup VALUES(4915995368000,0,'rcu_preempt',15,120,0,1201,620);
INSERT INTO sched_wakeup VALUES(4915995369000,0,'kworker/0:1',50,120,0,1201,624);
INSERT INTO sched_wakeup VALUES(4916000147000,3,'tbench_srv',1102,120,3,0,627);
INSERT INTO sched_wakeup VALUES(4916000148000,3,'kworker/3:1',71,120,3,0,631);
INSERT INTO sched_wakeup VALUES(4916000336000,1,'tbench_srv',1101,120,1,0,640);
INSERT INTO sched_wakeup VALUES(4916000337000,1,'kworker/1:1',57,120,1,0,645);
INSERT INTO sched_wakeup VALUES(4916003818000,0,'tbench',1201,120,0,0,655);
INSERT INTO sched_wakeup VALUES(4916003819000,0,'kworker/0:1',50,120,0,0,659);
INSERT INTO sched_wakeup VALUES(4916003914000,0,'rcu_preempt',15,120,0,1201,667);
INSERT INTO sched_wakeup VALUES(4916003938000,2,'tbench',1202,120,2,0,670);
INSERT INTO sched_wakeup VALUES(4916003939000,2,'kworker/2:1',64,120,2,0,674);
INSERT INTO sched_wakeup VALUES(4916010585000,3,'tbench_srv',1102,120,3,0,683);
INSERT INTO sched_wakeup VALUES(4916010586000,3,'kworker/3:1',71,120,3,0,687);
INSERT INTO sched_wakeup VALUES(4916011231000,1,'tbench_srv',1101,120,1,0,696);
INSERT INTO sched_wakeup VALUES(4916011232000,1,'kworker/1:1',57,120,1,0,700);
INSERT INTO sched_wakeup VALUES(4916016295000,0,'tbench',1201,120,0,0,711);
INSERT INTO sched_wakeup VALUES(4916016296000,0,'kworker/0:1',50,120,0,0,715);
INSERT INTO sched_wakeup VALUES(4916016511000,0,'rcu_preempt',15,120,0,1201,723);
INSERT INTO sched_wakeup VALUES(4916016880000,2,'tbench',1202,120,2,0,726);
INSERT INTO sched_wakeup VALUES(4916016881000,2,'kworker/2:1',64,120,2,0,730);
INSERT INTO sched_wakeup VALUES(4916023219000,3,'tbench_srv',1102,120,3,0,739);
INSERT INTO sched_wakeup VALUES(4916023220000,3,'kworker/3:1',71,120,3,0,743);
INSERT INTO sched_wakeup VALUES(4916023832000,1,'tbench_srv',1101,120,1,0,752);
INSERT INTO sched_wakeup VALUES(4916023833000,1,'kworker/1:1',57,120,1,0,756);
INSERT INTO sched_wakeup VALUES(4916027219000,2,'tbench',1202,120,2,0,766);
INSERT INTO sched_wakeup VALUES(4916027220000,2,'kworker/2:1',64,120,2,0,770);
INSERT INTO sched_wakeup VALUES(4916028698000,0,'rcu_preempt',15,120,0,0,779);
INSERT INTO sched_wakeup VALUES(4916028699000,0,'kworker/0:1',50,120,0,0,783);
INSERT INTO sched_wakeup VALUES(4916028763000,0,'tbench',1201,120,0,0,793);
INSERT INTO sched_wakeup VALUES(4916033281000,3,'tbench_srv',1102,120,3,0,802);
INSERT INTO sched_wakeup VALUES(4916033282000,3,'kworker/3:1',71,120,3,0,806);
INSERT INTO sched_wakeup VALUES(4916034036000,0,'kworker/0:1',50,120,0,1201,816);
INSERT INTO sched_wakeup VALUES(4916034410000,0,'rcu_preempt',15,120,0,1201,818);
INSERT INTO sched_wakeup VALUES(4916034598000,1,'tbench_srv',1101,120,1,0,821);
INSERT INTO sched_wakeup VALUES(4916034599000,1,'kworker/1:1',57,120,1,0,825);
INSERT INTO sched_wakeup VALUES(4916034600000,1,'tbench',1201,120,0,1101,828);
INSERT INTO sched_wakeup VALUES(4916039038000,1,'tbench_srv',1101,120,1,0,843);
INSERT INTO sched_wakeup VALUES(4916039039000,1,'kworker/1:1',57,120,1,0,847);
INSERT INTO sched_wakeup VALUES(4916039046000,0,'kworker/0:1',50,120,0,0,853);
INSERT INTO sched_wakeup VALUES(4916039630000,2,'tbench',1202,120,2,0,861);
INSERT INTO sched_wakeup VALUES(4916039631000,2,'kworker/2:1',64,120,2,0,865);
INSERT INTO sched_wakeup VALUES(4916040915000,0,'rcu_preempt',15,120,0,0,874);
INSERT INTO sched_wakeup VALUES(4916044655000,3,'tbench_srv',1102,120,3,0,880);
INSERT INTO sched_wakeup VALUES(4916044656000,3,'kworker/3:1',71,120,3,0,884);
INSERT INTO sched_wakeup VALUES(4916046223000,0,'rcu_preempt',15,120,0,0,893);
INSERT INTO sched_wakeup VALUES(4916046224000,0,'kworker/0:1',50,120,0,0,897);
INSERT INTO sched_wakeup VALUES(4916047003000,0,'tbench',1201,120,0,0,907);
INSERT INTO sched_wakeup VALUES(4916050266000,0,'rcu_preempt',15,120,0,1201,916);
INSERT INTO sched_wakeup VALUES(4916050267000,0,'kworker/0:1',50,120,0,1201,920);
INSERT INTO sched_wakeup VALUES(4916052232000,2,'tbench',1202,120,2,0,925);
INSERT INTO sched_wakeup VALUES(4916052233000,2,'kworker/2:1',64,120,2,0,930);
INSERT INTO sched_wakeup VALUES(4916053394000,1,'tbench_srv',1101,120,1,0,938);
INSERT INTO sched_wakeup VALUES(4916053395000,1,'kworker/1:1',57,120,1,0,942);
INSERT INTO sched_wakeup VALUES(4916054517000,0,'rcu_preempt',15,120,0,0,952);
INSERT INTO sched_wakeup VALUES(4916054518000,0,'kworker/0:1',50,120,0,0,956);
INSERT INTO sched_wakeup VALUES(4916058297000,0,'rcu_preempt',15,120,0,0,966);
INSERT INTO sched_wakeup VALUES(4916058450000,3,'tbench_srv',1102,120,3,0,972);
INSERT INTO sched_wakeup VALUES(4916058451000,3,'kworker/3:1',71,120,3,0,976);
INSERT INTO sched_wakeup VALUES(4916058920000,0,'tbench',1201,120,0,0,985);
INSERT INTO sched_wakeup VALUES(4916058921000,0,'kworker/0:1',50,120,0,0,989);
INSERT INTO sched_wakeup VALUES(4916063597000,1,'tbench_srv',1101,120,1,0,998);
INSERT INTO sched_wakeup VALUES(4916063598000,1,'kworker/1:1',57,120,1,0,1002);
INSERT INTO sched_wakeup VALUES(4916063996000,0,'rcu_preempt',15,120,0,0,1012);
INSERT INTO sched_wakeup VALUES(4916063997000,0,'kworker/0:1',50,120,0,0,1016);
INSERT INTO sched_wakeup VALUES(4916064830000,2,'tbench',1202,120,2,0,1026);
INSERT INTO sched_wakeup VALUES(4916064831000,2,'kworker/2:1',64,120,2,0,1030);
INSERT INTO sched_wakeup VALUES(4916067126000,0,'rcu_preempt',15,120,0,0,1039);
INSERT INTO sched_wakeup VALUES(4916067527000,0,'tbench',1201,120,0,0,1045);
INSERT INTO sched_wakeup VALUES(4916068628000,3,'tbench_srv',1102,120,3,0,1054);
INSERT INTO sched_wakeup VALUES(4916068629000,3,'kworker/3:1',71,120,3,0,1058);
INSERT INTO sched_wakeup VALUES(4916070036000,0,'kworker/0:1',50,120,0,1201,1068);
INSERT INTO sched_wakeup VALUES(4916071264000,0,'rcu_preempt',15,120,0,1201,1070);
INSERT INTO sched_wakeup VALUES(4916073690000,0,'rcu_preempt',15,120,0,1201,1074);
INSERT INTO sched_wakeup VALUES(4916073702000,1,'tbench_srv',1101,120,1,0,1077);
INSERT INTO sched_wakeup VALUES(4916073703000,1,'kworker/1:1',57,120,1,0,1081);
INSERT INTO sched_wakeup VALUES(4916074792000,2,'tbench',1202,120,2,0,1092);
INSERT INTO sched_wakeup VALUES(4916074793000,2,'kworker/2:1',64,120,2,0,1096);
INSERT INTO sched_wakeup VALUES(4916077004000,0,'rcu_preempt',15,120,0,0,1105);
INSERT INTO sched_wakeup VALUES(4916077005000,0,'kworker/0:1',50,120,0,0,1109);
INSERT INTO sched_wakeup VALUES(4916077580000,0,'tbench',1201,120,0,0,1119);
INSERT INTO sched_wakeup VALUES(4916079369000,3,'tbench_srv',1102,120,3,0,1128);
INSERT INTO sched_wakeup VALUES(4916079370000,3,'kworker/3:1',71,120,3,0,1132);
INSERT INTO sched_wakeup VALUES(4916082036000,0,'kworker/0:1',50,120,0,1201,1142);
INSERT INTO sched_wakeup VALUES(4916082722000,0,'rcu_preempt',15,120,0,1201,1144);
INSERT INTO sched_wakeup VALUES(4916083125000,2,'tbench',1202,120,2,0,1147);
INSERT INTO sched_wakeup VALUES(4916083126000,2,'kworker/2:1',64,120,2,0,1151);
INSERT INTO sched_wakeup VALUES(4916083842000,1,'tbench_srv',1101,120,1,0,1160);
INSERT INTO sched_wakeup VALUES(4916083843000,1,'kworker/1:1',57,120,1,0,1164);
INSERT INTO sched_wakeup VALUES(4916088457000,0,'rcu_preempt',15,120,0,0,1175);
INSERT INTO sched_wakeup VALUES(4916088458000,0,'kworker/0:1',50,120,0,0,1179);
INSERT INTO sched_wakeup VALUES(4916088648000,0,'tbench',1201,120,0,0,1189);
INSERT INTO sched_wakeup VALUES(4916089181000,3,'tbench_srv',1102,120,3,0,1198);
INSERT INTO sched_wakeup VALUES(4916089182000,3,'kworker/3:1',71,120,3,0,1202);
INSERT INTO sched_wakeup VALUES(4916091378000,0,'rcu_preempt',15,120,0,1201,1210);
INSERT INTO sched_wakeup VALUES(4916093071000,2,'tbench',1202,120,2,0,1213);
INSERT INTO sched_wakeup VALUES(4916093072000,2,'kworker/2:1',64,120,2,0,1217);
INSERT INTO sched_wakeup VALUES(4916094036000,0,'kworker/0:1',50,120,0,1201,1227);
INSERT INTO sched_wakeup VALUES(4916094266000,1,'tbench_srv',1101,120,1,0,1230);
INSERT INTO sched_wakeup VALUES(4916094267000,1,'kworker/1:1',57,120,1,0,1234);
INSERT INTO sched_wakeup VALUES(4916099945000,0,'rcu_preempt',15,120,0,0,1245);
INSERT INTO sched_wakeup VALUES(4916099946000,0,'kworker/0:1',50,120,0,0,1249);
INSERT INTO sched_wakeup VALUES(4916099991000,0,'tbench',1201,120,0,0,1259);
INSERT INTO sched_wakeup VALUES(4916101000000,3,'tbench_srv',1102,120,3,0,1268);
INSERT INTO sched_wakeup VALUES(4916101001000,3,'kworker/3:1',71,120,3,0,1272);
INSERT INTO sched_wakeup VALUES(4916103789000,0,'rcu_preempt',15,120,0,1201,1280);
INSERT INTO sched_wakeup VALUES(4916104233000,2,'tbench',1202,120,2,0,1283);
INSERT INTO sched_wakeup VALUES(4916104234000,2,'kworker/2:1',64,120,2,0,1287);
INSERT INTO sched_wakeup VALUES(4916106036000,0,'kworker/0:1',50,120,0,1201,1297);
INSERT INTO sched_wakeup VALUES(4916107600000,1,'tbench_srv',1101,120,1,0,1300);
INSERT INTO sched_wakeup VALUES(4916107601000,1,'kworker/1:1',57,120,1,0,1304);
INSERT INTO sched_wakeup VALUES(4916109563000,3,'tbench_srv',1102,120,3,0,1315);
INSERT INTO sched_wakeup VALUES(4916109564000,3,'kworker/3:1',71,120,3,0,1320);
INSERT INTO sched_wakeup VALUES(4916111336000,0,'tbench',1201,120,0,0,1328);
INSERT INTO sched_wakeup VALUES(4916111337000,0,'kworker/0:1',50,120,0,0,1332);
INSERT INTO sched_wakeup VALUES(4916111343000,1,'tbench_srv',1101,120,1,0,1341);
INSERT INTO sched_wakeup VALUES(4916112345000,0,'rcu_preempt',15,120,0,0,1351);
INSERT INTO sched_wakeup VALUES(4916115033000,1,'kworker/1:1',57,120,1,1101,1358);
INSERT INTO sched_wakeup VALUES(4916115077000,2,'tbench',1202,120,2,0,1361);
INSERT INTO sched_wakeup VALUES(4916115078000,2,'kworker/2:1',64,120,2,0,1365);
INSERT INTO sched_wakeup VALUES(4916116241000,0,'tbench',1201,120,0,0,1374);
INSERT INTO sched_wakeup VALUES(4916116242000,0,'kworker/0:1',50,120,0,0,1378);
INSERT INTO sched_wakeup VALUES(4916117689000,0,'rcu_preempt',15,120,0,1201,1387);
INSERT INTO sched_wakeup VALUES(4916119314000,3,'tbench_srv',1102,120,3,0,1392);
INSERT INTO sched_wakeup VALUES(4916119315000,3,'kworker/3:1',71,120,3,0,1396);
INSERT INTO sched_wakeup VALUES(4916120833000,0,'rcu_preempt',15,120,0,1201,1404);
INSERT INTO sched_wakeup VALUES(4916123153000,1,'tbench_srv',1101,120,1,0,1407);
INSERT INTO sched_wakeup VALUES(4916123154000,1,'kworker/1:1',57,120,1,0,1411);
INSERT INTO sched_wakeup VALUES(4916123803000,2,'tbench',1202,120,2,0,1422);
INSERT INTO sched_wakeup VALUES(4916123804000,2,'kworker/2:1',64,120,2,0,1426);
INSERT INTO sched_wakeup VALUES(4916127653000,0,'tbench',1201,120,0,0,1435);
INSERT INTO sched_wakeup VALUES(4916127654000,0,'kworker/0:1',50,120,0,0,1439);
INSERT INTO sched_wakeup VALUES(4916127756000,0,'rcu_preempt',15,120,0,1201,1448);
INSERT INTO sched_wakeup VALUES(4916130321000,3,'tbench_srv',1102,120,3,0,1451);
INSERT INTO sched_wakeup VALUES(4916130322000,3,'kworker/3:1',71,120,3,0,1455);
INSERT INTO sched_wakeup VALUES(4916131718000,1,'tbench_srv',1101,120,1,0,1464);
INSERT INTO sched_wakeup VALUES(4916131719000,1,'kworker/1:1',57,120,1,0,1468);
INSERT INTO sched_wakeup VALUES(4916134366000,0,'rcu_preempt',15,120,0,0,1478);
INSERT INTO sched_wakeup VALUES(4916134367000,0,'kworker/0:1',50,120,0,0,1482);
INSERT INTO sched_wakeup VALUES(4916136023000,2,'tbench',1202,120,2,0,1492);
INSERT INTO sched_wakeup VALUES(4916136024000,2,'kworker/2:1',64,120,2,0,1496);
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
INSERT INTO sched_wakeup_new VALUES(4915905073000,1,'tbench_srv',1101,120,1,1100,8);
INSERT INTO sched_wakeup_new VALUES(4915905089000,0,'tbench',1202,120,2,1200,14);
INSERT INTO sched_wakeup_new VALUES(4915905097000,1,'tbench_srv',1102,120,3,1100,18);
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
INSERT INTO sched_process_fork VALUES(4915905073000,1,'tbench_srv',1100,'tbench_srv',1101,7);
INSERT INTO sched_process_fork VALUES(4915905089000,0,'tbench',1200,'tbench',1202,13);
INSERT INTO sched_process_fork VALUES(4915905097000,1,'tbench_srv',1100,'tbench_srv',1102,17);
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
INSERT INTO cpu_frequency VALUES(4915905147000,1,2750000,1,57,35);
INSERT INTO cpu_frequency VALUES(4915912128000,0,2750000,0,50,55);
INSERT INTO cpu_frequency VALUES(4915912644000,2,2750000,2,64,70);
INSERT INTO cpu_frequency VALUES(4915916531000,1,2100000,1,57,84);
INSERT INTO cpu_frequency VALUES(4915917946000,3,2100000,3,71,100);
INSERT INTO cpu_frequency VALUES(4915924046000,0,2100000,0,50,114);
INSERT INTO cpu_frequency VALUES(4915925120000,2,2100000,2,64,129);
INSERT INTO cpu_frequency VALUES(4915928438000,0,1400000,0,50,143);
INSERT INTO cpu_frequency VALUES(4915933098000,0,2750000,0,50,188);
INSERT INTO cpu_frequency VALUES(4915940284000,0,2100000,0,50,234);
INSERT INTO cpu_frequency VALUES(4915949753000,3,1400000,3,71,298);
INSERT INTO cpu_frequency VALUES(4915952125000,0,1400000,0,50,312);
INSERT INTO cpu_frequency VALUES(4915959248000,0,2100000,0,50,362);
INSERT INTO cpu_frequency VALUES(4915959744000,3,2100000,3,71,376);
INSERT INTO cpu_frequency VALUES(4915971314000,0,1400000,0,50,451);
INSERT INTO cpu_frequency VALUES(4915973302000,3,1400000,3,71,485);
INSERT INTO cpu_frequency VALUES(4915976710000,2,2750000,2,64,497);
INSERT INTO cpu_frequency VALUES(4915979932000,0,2750000,0,50,516);
INSERT INTO cpu_frequency VALUES(4915983173000,3,2100000,3,71,534);
INSERT INTO cpu_frequency VALUES(4915987968000,2,2100000,2,64,565);
INSERT INTO cpu_frequency VALUES(4915989033000,0,2100000,0,50,579);
INSERT INTO cpu_frequency VALUES(4915991275000,0,1400000,0,50,593);
INSERT INTO cpu_frequency VALUES(4916000346000,0,2750000,0,50,649);
INSERT INTO cpu_frequency VALUES(4916011239000,0,2100000,0,50,704);
INSERT INTO cpu_frequency VALUES(4916028714000,0,1400000,0,50,787);
INSERT INTO cpu_frequency VALUES(4916034607000,1,1400000,1,57,831);
INSERT INTO cpu_frequency VALUES(4916038767000,0,2750000,0,50,837);
INSERT INTO cpu_frequency VALUES(4916046235000,0,1400000,0,50,901);
INSERT INTO cpu_frequency VALUES(4916047018000,1,2100000,1,57,911);
INSERT INTO cpu_frequency VALUES(4916053400000,0,2750000,0,50,946);
INSERT INTO cpu_frequency VALUES(4916054533000,0,1400000,0,50,960);
INSERT INTO cpu_frequency VALUES(4916063604000,0,2100000,0,50,1006);
INSERT INTO cpu_frequency VALUES(4916064007000,0,1400000,0,50,1020);
INSERT INTO cpu_frequency VALUES(4916073718000,0,2100000,0,50,1085);
INSERT INTO cpu_frequency VALUES(4916077020000,0,1400000,0,50,1113);
INSERT INTO cpu_frequency VALUES(4916083856000,0,2750000,0,50,1168);
INSERT INTO cpu_frequency VALUES(4916088470000,0,1400000,0,50,1183);
INSERT INTO cpu_frequency VALUES(4916094287000,0,2750000,0,50,1239);
INSERT INTO cpu_frequency VALUES(4916099961000,0,1400000,0,50,1253);
INSERT INTO cpu_frequency VALUES(4916107620000,0,2750000,0,50,1309);
INSERT INTO cpu_frequency VALUES(4916111358000,0,1400000,0,50,1345);
INSERT INTO cpu_frequency VALUES(4916116247000,1,2750000,1,57,1382);
INSERT INTO cpu_frequency VALUES(4916123166000,0,2100000,0,50,1415);
INSERT INTO cpu_frequency VALUES(4916127666000,1,2100000,1,57,1443);
INSERT INTO cpu_frequency VALUES(4916134377000,0,1400000,0,50,1486);
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
INSERT INTO cpu_idle VALUES(4915905092000,2,4294967295,2,15);
INSERT INTO cpu_idle VALUES(4915905098000,3,4294967295,3,19);
INSERT INTO cpu_idle VALUES(4915905116000,3,2,3,30);
INSERT INTO cpu_idle VALUES(4915905149000,1,2,1,38);
INSERT INTO cpu_idle VALUES(4915912116000,1,4294967295,1,46);
INSERT INTO cpu_idle VALUES(4915912131000,0,2,0,59);
INSERT INTO cpu_idle VALUES(4915912627000,3,4294967295,3,61);
INSERT INTO cpu_idle VALUES(4915912646000,2,2,2,73);
INSERT INTO cpu_idle VALUES(4915916513000,0,4294967295,0,75);
INSERT INTO cpu_idle VALUES(4915916533000,1,2,1,87);
INSERT INTO cpu_idle VALUES(4915917937000,2,4294967295,2,91);
INSERT INTO cpu_idle VALUES(4915917948000,3,2,3,103);
INSERT INTO cpu_idle VALUES(4915924031000,1,4294967295,1,105);
INSERT INTO cpu_idle VALUES(4915924060000,0,2,0,118);
INSERT INTO cpu_idle VALUES(4915925116000,3,4294967295,3,120);
INSERT INTO cpu_idle VALUES(4915925122000,2,1,2,132);
INSERT INTO cpu_idle VALUES(4915928426000,0,4294967295,0,133);
INSERT INTO cpu_idle VALUES(4915928440000,0,1,0,146);
INSERT INTO cpu_idle VALUES(4915929555000,0,4294967295,0,148);
INSERT INTO cpu_idle VALUES(4915929562000,1,1,1,155);
INSERT INTO cpu_idle VALUES(4915932529000,2,4294967295,2,161);
INSERT INTO cpu_idle VALUES(4915932547000,3,1,3,172);
INSERT INTO cpu_idle VALUES(4915933092000,1,4294967295,1,174);
INSERT INTO cpu_idle VALUES(4915933100000,0,1,0,191);
INSERT INTO cpu_idle VALUES(4915935624000,0,4294967295,0,192);
INSERT INTO cpu_idle VALUES(4915935630000,0,2,0,197);
INSERT INTO cpu_idle VALUES(4915936510000,0,4294967295,0,199);
INSERT INTO cpu_idle VALUES(4915936515000,1,2,1,206);
INSERT INTO cpu_idle VALUES(4915939802000,3,4294967295,3,212);
INSERT INTO cpu_idle VALUES(4915939814000,2,2,2,223);
INSERT INTO cpu_idle VALUES(4915940271000,1,4294967295,1,225);
INSERT INTO cpu_idle VALUES(4915940286000,0,1,0,237);
INSERT INTO cpu_idle VALUES(4915941383000,0,4294967295,0,238);
INSERT INTO cpu_idle VALUES(4915941394000,0,1,0,243);
INSERT INTO cpu_idle VALUES(4915943428000,0,4294967295,0,245);
INSERT INTO cpu_idle VALUES(4915943443000,1,2,1,256);
INSERT INTO cpu_idle VALUES(4915945420000,2,4294967295,2,260);
INSERT INTO cpu_idle VALUES(4915945430000,3,1,3,271);
INSERT INTO cpu_idle VALUES(4915947559000,1,4294967295,1,273);
INSERT INTO cpu_idle VALUES(4915947570000,0,2,0,285);
INSERT INTO cpu_idle VALUES(4915949743000,3,4294967295,3,287);
INSERT INTO cpu_idle VALUES(4915949755000,3,2,3,301);
INSERT INTO cpu_idle VALUES(4915952109000,0,4294967295,0,302);
INSERT INTO cpu_idle VALUES(4915952127000,0,2,0,315);
INSERT INTO cpu_idle VALUES(4915952202000,0,4294967295,0,317);
INSERT INTO cpu_idle VALUES(4915952207000,1,1,1,324);
INSERT INTO cpu_idle VALUES(4915953156000,3,4294967295,3,326);
INSERT INTO cpu_idle VALUES(4915953162000,2,1,2,333);
INSERT INTO cpu_idle VALUES(4915956067000,1,4294967295,1,339);
INSERT INTO cpu_idle VALUES(4915956073000,0,1,0,347);
INSERT INTO cpu_idle VALUES(4915959240000,0,4294967295,0,352);
INSERT INTO cpu_idle VALUES(4915959250000,0,2,0,365);
INSERT INTO cpu_idle VALUES(4915959729000,2,4294967295,2,367);
INSERT INTO cpu_idle VALUES(4915959746000,3,2,3,379);
INSERT INTO cpu_idle VALUES(4915961115000,0,4294967295,0,381);
INSERT INTO cpu_idle VALUES(4915961123000,1,2,1,388);
INSERT INTO cpu_idle VALUES(4915962831000,3,4294967295,3,390);
INSERT INTO cpu_idle VALUES(4915962844000,2,2,2,401);
INSERT INTO cpu_idle VALUES(4915965179000,1,4294967295,1,405);
INSERT INTO cpu_idle VALUES(4915965197000,0,2,0,421);
INSERT INTO cpu_idle VALUES(4915967433000,0,4294967295,0,422);
INSERT INTO cpu_idle VALUES(4915967446000,0,2,0,427);
INSERT INTO cpu_idle VALUES(4915968741000,2,4294967295,2,429);
INSERT INTO cpu_idle VALUES(4915968746000,3,2,3,440);
INSERT INTO cpu_idle VALUES(4915971298000,0,4294967295,0,441);
INSERT INTO cpu_idle VALUES(4915971316000,0,1,0,454);
INSERT INTO cpu_idle VALUES(4915972789000,0,4294967295,0,456);
INSERT INTO cpu_idle VALUES(4915972799000,1,2,1,463);
INSERT INTO cpu_idle VALUES(4915973285000,3,4294967295,3,465);
INSERT INTO cpu_idle VALUES(4915973304000,3,2,3,488);
INSERT INTO cpu_idle VALUES(4915976697000,3,4294967295,3,492);
INSERT INTO cpu_idle VALUES(4915976712000,2,1,2,500);
INSERT INTO cpu_idle VALUES(4915979920000,1,4294967295,1,506);
INSERT INTO cpu_idle VALUES(4915979934000,0,2,0,519);
INSERT INTO cpu_idle VALUES(4915983162000,2,4294967295,2,525);
INSERT INTO cpu_idle VALUES(4915983175000,3,2,3,537);
INSERT INTO cpu_idle VALUES(4915983622000,0,4294967295,0,539);
INSERT INTO cpu_idle VALUES(4915983633000,1,2,1,550);
INSERT INTO cpu_idle VALUES(4915987954000,3,4294967295,3,556);
INSERT INTO cpu_idle VALUES(4915987970000,2,1,2,568);
INSERT INTO cpu_idle VALUES(4915989024000,1,4294967295,1,570);
INSERT INTO cpu_idle VALUES(4915989035000,0,2,0,582);
INSERT INTO cpu_idle VALUES(4915991261000,0,4294967295,0,583);
INSERT INTO cpu_idle VALUES(4915991277000,0,1,0,596);
INSERT INTO cpu_idle VALUES(4915992907000,0,4294967295,0,598);
INSERT INTO cpu_idle VALUES(4915992924000,1,2,1,605);
INSERT INTO cpu_idle VALUES(4915993094000,2,4294967295,2,607);
INSERT INTO cpu_idle VALUES(4915993106000,3,2,3,618);
INSERT INTO cpu_idle VALUES(4916000147000,3,4294967295,3,626);
INSERT INTO cpu_idle VALUES(4916000155000,2,2,2,637);
INSERT INTO cpu_idle VALUES(4916000336000,1,4294967295,1,639);
INSERT INTO cpu_idle VALUES(4916000348000,0,2,0,652);
INSERT INTO cpu_idle VALUES(4916003818000,0,4294967295,0,654);
INSERT INTO cpu_idle VALUES(4916003827000,1,2,1,665);
INSERT INTO cpu_idle VALUES(4916003938000,2,4294967295,2,669);
INSERT INTO cpu_idle VALUES(4916003946000,3,2,3,680);
INSERT INTO cpu_idle VALUES(4916010585000,3,4294967295,3,682);
INSERT INTO cpu_idle VALUES(4916010599000,2,2,2,693);
INSERT INTO cpu_idle VALUES(4916011231000,1,4294967295,1,695);
INSERT INTO cpu_idle VALUES(4916011247000,0,1,0,708);
INSERT INTO cpu_idle VALUES(4916016295000,0,4294967295,0,710);
INSERT INTO cpu_idle VALUES(4916016302000,1,1,1,721);
INSERT INTO cpu_idle VALUES(4916016880000,2,4294967295,2,725);
INSERT INTO cpu_idle VALUES(4916016896000,3,2,3,736);
INSERT INTO cpu_idle VALUES(4916023219000,3,4294967295,3,738);
INSERT INTO cpu_idle VALUES(4916023230000,2,1,2,749);
INSERT INTO cpu_idle VALUES(4916023832000,1,4294967295,1,751);
INSERT INTO cpu_idle VALUES(4916023848000,0,1,0,763);
INSERT INTO cpu_idle VALUES(4916027219000,2,4294967295,2,765);
INSERT INTO cpu_idle VALUES(4916027235000,3,1,3,776);
INSERT INTO cpu_idle VALUES(4916028698000,0,4294967295,0,777);
INSERT INTO cpu_idle VALUES(4916028716000,0,2,0,790);
INSERT INTO cpu_idle VALUES(4916028763000,0,4294967295,0,792);
INSERT INTO cpu_idle VALUES(4916028775000,1,2,1,799);
INSERT INTO cpu_idle VALUES(4916033281000,3,4294967295,3,801);
INSERT INTO cpu_idle VALUES(4916033296000,2,2,2,812);
INSERT INTO cpu_idle VALUES(4916034598000,1,4294967295,1,820);
INSERT INTO cpu_idle VALUES(4916034609000,1,2,1,834);
INSERT INTO cpu_idle VALUES(4916039038000,1,4294967295,1,842);
INSERT INTO cpu_idle VALUES(4916039051000,0,2,0,858);
INSERT INTO cpu_idle VALUES(4916039630000,2,4294967295,2,860);
INSERT INTO cpu_idle VALUES(4916039641000,3,1,3,871);
INSERT INTO cpu_idle VALUES(4916040915000,0,4294967295,0,872);
INSERT INTO cpu_idle VALUES(4916040926000,0,2,0,877);
INSERT INTO cpu_idle VALUES(4916044655000,3,4294967295,3,879);
INSERT INTO cpu_idle VALUES(4916044672000,2,2,2,890);
INSERT INTO cpu_idle VALUES(4916046223000,0,4294967295,0,891);
INSERT INTO cpu_idle VALUES(4916046237000,0,2,0,904);
INSERT INTO cpu_idle VALUES(4916047003000,0,4294967295,0,906);
INSERT INTO cpu_idle VALUES(4916047020000,1,2,1,914);
INSERT INTO cpu_idle VALUES(4916052232000,2,4294967295,2,924);
INSERT INTO cpu_idle VALUES(4916052237000,3,2,3,935);
INSERT INTO cpu_idle VALUES(4916053394000,1,4294967295,1,937);
INSERT INTO cpu_idle VALUES(4916053402000,0,1,0,949);
INSERT INTO cpu_idle VALUES(4916054517000,0,4294967295,0,950);
INSERT INTO cpu_idle VALUES(4916054535000,0,2,0,963);
INSERT INTO cpu_idle VALUES(4916058297000,0,4294967295,0,964);
INSERT INTO cpu_idle VALUES(4916058310000,0,2,0,969);
INSERT INTO cpu_idle VALUES(4916058450000,3,4294967295,3,971);
INSERT INTO cpu_idle VALUES(4916058456000,2,1,2,982);
INSERT INTO cpu_idle VALUES(4916058920000,0,4294967295,0,984);
INSERT INTO cpu_idle VALUES(4916058934000,1,1,1,995);
INSERT INTO cpu_idle VALUES(4916063597000,1,4294967295,1,997);
INSERT INTO cpu_idle VALUES(4916063606000,0,2,0,1009);
INSERT INTO cpu_idle VALUES(4916063996000,0,4294967295,0,1010);
INSERT INTO cpu_idle VALUES(4916064009000,0,2,0,1023);
INSERT INTO cpu_idle VALUES(4916064830000,2,4294967295,2,1025);
INSERT INTO cpu_idle VALUES(4916064844000,3,2,3,1036);
INSERT INTO cpu_idle VALUES(4916067126000,0,4294967295,0,1037);
INSERT INTO cpu_idle VALUES(4916067137000,0,2,0,1042);
INSERT INTO cpu_idle VALUES(4916067527000,0,4294967295,0,1044);
INSERT INTO cpu_idle VALUES(4916067535000,1,2,1,1051);
INSERT INTO cpu_idle VALUES(4916068628000,3,4294967295,3,1053);
INSERT INTO cpu_idle VALUES(4916068634000,2,2,2,1064);
INSERT INTO cpu_idle VALUES(4916073702000,1,4294967295,1,1076);
INSERT INTO cpu_idle VALUES(4916073724000,0,2,0,1089);
INSERT INTO cpu_idle VALUES(4916074792000,2,4294967295,2,1091);
INSERT INTO cpu_idle VALUES(4916074800000,3,2,3,1102);
INSERT INTO cpu_idle VALUES(4916077004000,0,4294967295,0,1103);
INSERT INTO cpu_idle VALUES(4916077022000,0,1,0,1116);
INSERT INTO cpu_idle VALUES(4916077580000,0,4294967295,0,1118);
INSERT INTO cpu_idle VALUES(4916077588000,1,1,1,1125);
INSERT INTO cpu_idle VALUES(4916079369000,3,4294967295,3,1127);
INSERT INTO cpu_idle VALUES(4916079377000,2,2,2,1138);
INSERT INTO cpu_idle VALUES(4916083125000,2,4294967295,2,1146);
INSERT INTO cpu_idle VALUES(4916083137000,3,1,3,1157);
INSERT INTO cpu_idle VALUES(4916083842000,1,4294967295,1,1159);
INSERT INTO cpu_idle VALUES(4916083865000,0,2,0,1172);
INSERT INTO cpu_idle VALUES(4916088457000,0,4294967295,0,1173);
INSERT INTO cpu_idle VALUES(4916088472000,0,2,0,1186);
INSERT INTO cpu_idle VALUES(4916088648000,0,4294967295,0,1188);
INSERT INTO cpu_idle VALUES(4916088658000,1,2,1,1195);
INSERT INTO cpu_idle VALUES(4916089181000,3,4294967295,3,1197);
INSERT INTO cpu_idle VALUES(4916089193000,2,2,2,1208);
INSERT INTO cpu_idle VALUES(4916093071000,2,4294967295,2,1212);
INSERT INTO cpu_idle VALUES(4916093081000,3,1,3,1223);
INSERT INTO cpu_idle VALUES(4916094266000,1,4294967295,1,1229);
INSERT INTO cpu_idle VALUES(4916094289000,0,2,0,1242);
INSERT INTO cpu_idle VALUES(4916099945000,0,4294967295,0,1243);
INSERT INTO cpu_idle VALUES(4916099963000,0,2,0,1256);
INSERT INTO cpu_idle VALUES(4916099991000,0,4294967295,0,1258);
INSERT INTO cpu_idle VALUES(4916100001000,1,2,1,1265);
INSERT INTO cpu_idle VALUES(4916101000000,3,4294967295,3,1267);
INSERT INTO cpu_idle VALUES(4916101008000,2,2,2,1278);
INSERT INTO cpu_idle VALUES(4916104233000,2,4294967295,2,1282);
INSERT INTO cpu_idle VALUES(4916104245000,3,1,3,1293);
INSERT INTO cpu_idle VALUES(4916107600000,1,4294967295,1,1299);
INSERT INTO cpu_idle VALUES(4916107622000,0,1,0,1312);
INSERT INTO cpu_idle VALUES(4916109563000,3,4294967295,3,1314);
INSERT INTO cpu_idle VALUES(4916109568000,2,2,2,1325);
INSERT INTO cpu_idle VALUES(4916111336000,0,4294967295,0,1327);
INSERT INTO cpu_idle VALUES(4916111342000,1,2,1,1339);
INSERT INTO cpu_idle VALUES(4916111343000,1,4294967295,1,1340);
INSERT INTO cpu_idle VALUES(4916111360000,0,2,0,1348);
INSERT INTO cpu_idle VALUES(4916112345000,0,4294967295,0,1349);
INSERT INTO cpu_idle VALUES(4916112356000,0,1,0,1354);
INSERT INTO cpu_idle VALUES(4916115077000,2,4294967295,2,1360);
INSERT INTO cpu_idle VALUES(4916115084000,3,2,3,1371);
INSERT INTO cpu_idle VALUES(4916116241000,0,4294967295,0,1373);
INSERT INTO cpu_idle VALUES(4916116249000,1,2,1,1385);
INSERT INTO cpu_idle VALUES(4916119314000,3,4294967295,3,1391);
INSERT INTO cpu_idle VALUES(4916119330000,2,2,2,1402);
INSERT INTO cpu_idle VALUES(4916123153000,1,4294967295,1,1406);
INSERT INTO cpu_idle VALUES(4916123176000,0,2,0,1419);
INSERT INTO cpu_idle VALUES(4916123803000,2,4294967295,2,1421);
INSERT INTO cpu_idle VALUES(4916123812000,3,2,3,1432);
INSERT INTO cpu_idle VALUES(4916127653000,0,4294967295,0,1434);
INSERT INTO cpu_idle VALUES(4916127668000,1,2,1,1446);
INSERT INTO cpu_idle VALUES(4916130321000,3,4294967295,3,1450);
INSERT INTO cpu_idle VALUES(4916130335000,2,1,2,1461);
INSERT INTO cpu_idle VALUES(4916131718000,1,4294967295,1,1463);
INSERT INTO cpu_idle VALUES(4916131737000,0,2,0,1475);
INSERT INTO cpu_idle VALUES(4916134366000,0,4294967295,0,1476);
INSERT INTO cpu_idle VALUES(4916134379000,0,2,0,1489);
INSERT INTO cpu_idle VALUES(4916136023000,2,4294967295,2,1491);
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
INSERT INTO workqueue_queue_work VALUES(4915905055000,0,1200,1080542040,'dbs_work_handler','events',0,0,3);
INSERT INTO workqueue_queue_work VALUES(4915905074000,1,1100,4077622522,'dbs_work_handler','events',1,1,9);
INSERT INTO workqueue_queue_work VALUES(4915905111000,3,0,1544862794,'dbs_work_handler','events',3,3,22);
INSERT INTO workqueue_queue_work VALUES(4915908030000,2,1202,1367797298,'dbs_work_handler','events',2,2,39);
INSERT INTO workqueue_queue_work VALUES(4915912117000,1,0,4077622522,'dbs_work_handler','events',1,1,48);
INSERT INTO workqueue_queue_work VALUES(4915912628000,3,0,1544862794,'dbs_work_handler','events',3,3,63);
INSERT INTO workqueue_queue_work VALUES(4915916514000,0,0,1080542040,'dbs_work_handler','events',0,0,77);
INSERT INTO workqueue_queue_work VALUES(4915917938000,2,0,1367797298,'dbs_work_handler','events',2,2,93);
INSERT INTO workqueue_queue_work VALUES(4915924032000,1,0,4077622522,'dbs_work_handler','events',1,1,107);
INSERT INTO workqueue_queue_work VALUES(4915925117000,3,0,1544862794,'dbs_work_handler','events',3,3,123);
INSERT INTO workqueue_queue_work VALUES(4915928427000,0,0,1080542040,'dbs_work_handler','events',0,0,136);
INSERT INTO workqueue_queue_work VALUES(4915932530000,2,0,1367797298,'dbs_work_handler','events',2,2,163);
INSERT INTO workqueue_queue_work VALUES(4915933093000,1,0,4077622522,'dbs_work_handler','events',1,1,177);
INSERT INTO workqueue_queue_work VALUES(4915933094000,0,0,1080542040,'dbs_work_handler','events',0,0,182);
INSERT INTO workqueue_queue_work VALUES(4915938036000,0,1201,1080542040,'dbs_work_handler','events',0,0,207);
INSERT INTO workqueue_queue_work VALUES(4915939803000,3,0,1544862794,'dbs_work_handler','events',3,3,214);
INSERT INTO workqueue_queue_work VALUES(4915940272000,1,0,4077622522,'dbs_work_handler','events',1,1,227);
INSERT INTO workqueue_queue_work VALUES(4915943429000,0,0,1080542040,'dbs_work_handler','events',0,0,247);
INSERT INTO workqueue_queue_work VALUES(4915945421000,2,0,1367797298,'dbs_work_handler','events',2,2,262);
INSERT INTO workqueue_queue_work VALUES(4915947560000,1,0,4077622522,'dbs_work_handler','events',1,1,275);
INSERT INTO workqueue_queue_work VALUES(4915949744000,3,0,1544862794,'dbs_work_handler','events',3,3,289);
INSERT INTO workqueue_queue_work VALUES(4915952110000,0,0,1080542040,'dbs_work_handler','events',0,0,305);
INSERT INTO workqueue_queue_work VALUES(4915956068000,1,0,4077622522,'dbs_work_handler','events',1,1,341);
INSERT INTO workqueue_queue_work VALUES(4915957027000,3,1102,1544862794,'dbs_work_handler','events',3,3,348);
INSERT INTO workqueue_queue_work VALUES(4915959241000,0,0,1080542040,'dbs_work_handler','events',0,0,355);
INSERT INTO workqueue_queue_work VALUES(4915959730000,2,0,1367797298,'dbs_work_handler','events',2,2,369);
INSERT INTO workqueue_queue_work VALUES(4915962832000,3,0,1544862794,'dbs_work_handler','events',3,3,392);
INSERT INTO workqueue_queue_work VALUES(4915965180000,1,0,4077622522,'dbs_work_handler','events',1,1,407);
INSERT INTO workqueue_queue_work VALUES(4915965184000,0,15,1080542040,'dbs_work_handler','events',0,0,413);
INSERT INTO workqueue_queue_work VALUES(4915968742000,2,0,1367797298,'dbs_work_handler','events',2,2,432);
INSERT INTO workqueue_queue_work VALUES(4915971299000,0,0,1080542040,'dbs_work_handler','events',0,0,444);
INSERT INTO workqueue_queue_work VALUES(4915973286000,3,0,1544862794,'dbs_work_handler','events',3,3,467);
INSERT INTO workqueue_queue_work VALUES(4915973292000,2,0,1367797298,'dbs_work_handler','events',2,2,478);
INSERT INTO workqueue_queue_work VALUES(4915978036000,0,1201,1080542040,'dbs_work_handler','events',0,0,501);
INSERT INTO workqueue_queue_work VALUES(4915979921000,1,0,4077622522,'dbs_work_handler','events',1,1,508);
INSERT INTO workqueue_queue_work VALUES(4915981027000,3,1102,1544862794,'dbs_work_handler','events',3,3,520);
INSERT INTO workqueue_queue_work VALUES(4915983163000,2,0,1367797298,'dbs_work_handler','events',2,2,527);
INSERT INTO workqueue_queue_work VALUES(4915983623000,0,0,1080542040,'dbs_work_handler','events',0,0,541);
INSERT INTO workqueue_queue_work VALUES(4915987955000,3,0,1544862794,'dbs_work_handler','events',3,3,558);
INSERT INTO workqueue_queue_work VALUES(4915989025000,1,0,4077622522,'dbs_work_handler','events',1,1,572);
INSERT INTO workqueue_queue_work VALUES(4915991262000,0,0,1080542040,'dbs_work_handler','events',0,0,586);
INSERT INTO workqueue_queue_work VALUES(4915993095000,2,0,1367797298,'dbs_work_handler','events',2,2,609);
INSERT INTO workqueue_queue_work VALUES(4915995369000,0,1201,1080542040,'dbs_work_handler','events',0,0,621);
INSERT INTO workqueue_queue_work VALUES(4916000148000,3,0,1544862794,'dbs_work_handler','events',3,3,628);
INSERT INTO workqueue_queue_work VALUES(4916000337000,1,0,4077622522,'dbs_work_handler','events',1,1,642);
INSERT INTO workqueue_queue_work VALUES(4916003819000,0,0,1080542040,'dbs_work_handler','events',0,0,656);
INSERT INTO workqueue_queue_work VALUES(4916003939000,2,0,1367797298,'dbs_work_handler','events',2,2,671);
INSERT INTO workqueue_queue_work VALUES(4916010586000,3,0,1544862794,'dbs_work_handler','events',3,3,684);
INSERT INTO workqueue_queue_work VALUES(4916011232000,1,0,4077622522,'dbs_work_handler','events',1,1,697);
INSERT INTO workqueue_queue_work VALUES(4916016296000,0,0,1080542040,'dbs_work_handler','events',0,0,712);
INSERT INTO workqueue_queue_work VALUES(4916016881000,2,0,1367797298,'dbs_work_handler','events',2,2,727);
INSERT INTO workqueue_queue_work VALUES(4916023220000,3,0,1544862794,'dbs_work_handler','events',3,3,740);
INSERT INTO workqueue_queue_work VALUES(4916023833000,1,0,4077622522,'dbs_work_handler','events',1,1,753);
INSERT INTO workqueue_queue_work VALUES(4916027220000,2,0,1367797298,'dbs_work_handler','events',2,2,767);
INSERT INTO workqueue_queue_work VALUES(4916028699000,0,0,1080542040,'dbs_work_handler','events',0,0,780);
INSERT INTO workqueue_queue_work VALUES(4916033282000,3,0,1544862794,'dbs_work_handler','events',3,3,803);
INSERT INTO workqueue_queue_work VALUES(4916034036000,0,1201,1080542040,'dbs_work_handler','events',0,0,813);
INSERT INTO workqueue_queue_work VALUES(4916034599000,1,0,4077622522,'dbs_work_handler','events',1,1,822);
INSERT INTO workqueue_queue_work VALUES(4916039039000,1,0,4077622522,'dbs_work_handler','events',1,1,844);
INSERT INTO workqueue_queue_work VALUES(4916039046000,0,0,1080542040,'dbs_work_handler','events',0,0,850);
INSERT INTO workqueue_queue_work VALUES(4916039631000,2,0,1367797298,'dbs_work_handler','events',2,2,862);
INSERT INTO workqueue_queue_work VALUES(4916044656000,3,0,1544862794,'dbs_work_handler','events',3,3,881);
INSERT INTO workqueue_queue_work VALUES(4916046224000,0,0,1080542040,'dbs_work_handler','events',0,0,894);
INSERT INTO workqueue_queue_work VALUES(4916050267000,0,1201,1080542040,'dbs_work_handler','events',0,0,917);
INSERT INTO workqueue_queue_work VALUES(4916052233000,2,0,1367797298,'dbs_work_handler','events',2,2,927);
INSERT INTO workqueue_queue_work VALUES(4916053395000,1,0,4077622522,'dbs_work_handler','events',1,1,939);
INSERT INTO workqueue_queue_work VALUES(4916054518000,0,0,1080542040,'dbs_work_handler','events',0,0,953);
INSERT INTO workqueue_queue_work VALUES(4916058451000,3,0,1544862794,'dbs_work_handler','events',3,3,973);
INSERT INTO workqueue_queue_work VALUES(4916058921000,0,0,1080542040,'dbs_work_handler','events',0,0,986);
INSERT INTO workqueue_queue_work VALUES(4916063598000,1,0,4077622522,'dbs_work_handler','events',1,1,999);
INSERT INTO workqueue_queue_work VALUES(4916063997000,0,0,1080542040,'dbs_work_handler','events',0,0,1013);
INSERT INTO workqueue_queue_work VALUES(4916064831000,2,0,1367797298,'dbs_work_handler','events',2,2,1027);
INSERT INTO workqueue_queue_work VALUES(4916068629000,3,0,1544862794,'dbs_work_handler','events',3,3,1055);
INSERT INTO workqueue_queue_work VALUES(4916070036000,0,1201,1080542040,'dbs_work_handler','events',0,0,1065);
INSERT INTO workqueue_queue_work VALUES(4916073703000,1,0,4077622522,'dbs_work_handler','events',1,1,1078);
INSERT INTO workqueue_queue_work VALUES(4916074793000,2,0,1367797298,'dbs_work_handler','events',2,2,1093);
INSERT INTO workqueue_queue_work VALUES(4916077005000,0,0,1080542040,'dbs_work_handler','events',0,0,1106);
INSERT INTO workqueue_queue_work VALUES(4916079370000,3,0,1544862794,'dbs_work_handler','events',3,3,1129);
INSERT INTO workqueue_queue_work VALUES(4916082036000,0,1201,1080542040,'dbs_work_handler','events',0,0,1139);
INSERT INTO workqueue_queue_work VALUES(4916083126000,2,0,1367797298,'dbs_work_handler','events',2,2,1148);
INSERT INTO workqueue_queue_work VALUES(4916083843000,1,0,4077622522,'dbs_work_handler','events',1,1,1161);
INSERT INTO workqueue_queue_work VALUES(4916088458000,0,0,1080542040,'dbs_work_handler','events',0,0,1176);
INSERT INTO workqueue_queue_work VALUES(4916089182000,3,0,1544862794,'dbs_work_handler','events',3,3,1199);
INSERT INTO workqueue_queue_work VALUES(4916093072000,2,0,1367797298,'dbs_work_handler','events',2,2,1214);
INSERT INTO workqueue_queue_work VALUES(4916094036000,0,1201,1080542040,'dbs_work_handler','events',0,0,1224);
INSERT INTO workqueue_queue_work VALUES(4916094267000,1,0,4077622522,'dbs_work_handler','events',1,1,1231);
INSERT INTO workqueue_queue_work VALUES(4916099946000,0,0,1080542040,'dbs_work_handler','events',0,0,1246);
INSERT INTO workqueue_queue_work VALUES(4916101001000,3,0,1544862794,'dbs_work_handler','events',3,3,1269);
INSERT INTO workqueue_queue_work VALUES(4916104234000,2,0,1367797298,'dbs_work_handler','events',2,2,1284);
INSERT INTO workqueue_queue_work VALUES(4916106036000,0,1201,1080542040,'dbs_work_handler','events',0,0,1294);
INSERT INTO workqueue_queue_work VALUES(4916107601000,1,0,4077622522,'dbs_work_handler','events',1,1,1301);
INSERT INTO workqueue_queue_work VALUES(4916109564000,3,0,1544862794,'dbs_work_handler','events',3,3,1317);
INSERT INTO workqueue_queue_work VALUES(4916111337000,0,0,1080542040,'dbs_work_handler','events',0,0,1329);
INSERT INTO workqueue_queue_work VALUES(4916115033000,1,1101,4077622522,'dbs_work_handler','events',1,1,1355);
INSERT INTO workqueue_queue_work VALUES(4916115078000,2,0,1367797298,'dbs_work_handler','events',2,2,1362);
INSERT INTO workqueue_queue_work VALUES(4916116242000,0,0,1080542040,'dbs_work_handler','events',0,0,1375);
INSERT INTO workqueue_queue_work VALUES(4916119315000,3,0,1544862794,'dbs_work_handler','events',3,3,1393);
INSERT INTO workqueue_queue_work VALUES(4916123154000,1,0,4077622522,'dbs_work_handler','events',1,1,1408);
INSERT INTO workqueue_queue_work VALUES(4916123804000,2,0,1367797298,'dbs_work_handler','events',2,2,1423);
INSERT INTO workqueue_queue_work VALUES(4916127654000,0,0,1080542040,'dbs_work_handler','events',0,0,1436);
INSERT INTO workqueue_queue_work VALUES(4916130322000,3,0,1544862794,'dbs_work_handler','events',3,3,1452);
INSERT INTO workqueue_queue_work VALUES(4916131719000,1,0,4077622522,'dbs_work_handler','events',1,1,1465);
INSERT INTO workqueue_queue_work VALUES(4916134367000,0,0,1080542040,'dbs_work_handler','events',0,0,1479);
INSERT INTO workqueue_queue_work VALUES(4916136024000,2,0,1367797298,'dbs_work_handler','events',2,2,1493);
CREATE TABLE workqueue_activate_work (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
INSERT INTO workqueue_activate_work VALUES(4915905055000,0,1200,1080542040,'dbs_work_handler',4);
INSERT INTO workqueue_activate_work VALUES(4915905074000,1,1100,4077622522,'dbs_work_handler',10);
INSERT INTO workqueue_activate_work VALUES(4915905111000,3,0,1544862794,'dbs_work_handler',23);
INSERT INTO workqueue_activate_work VALUES(4915908030000,2,1202,1367797298,'dbs_work_handler',40);
INSERT INTO workqueue_activate_work VALUES(4915912117000,1,0,4077622522,'dbs_work_handler',49);
INSERT INTO workqueue_activate_work VALUES(4915912628000,3,0,1544862794,'dbs_work_handler',64);
INSERT INTO workqueue_activate_work VALUES(4915916514000,0,0,1080542040,'dbs_work_handler',78);
INSERT INTO workqueue_activate_work VALUES(4915917938000,2,0,1367797298,'dbs_work_handler',94);
INSERT INTO workqueue_activate_work VALUES(4915924032000,1,0,4077622522,'dbs_work_handler',108);
INSERT INTO workqueue_activate_work VALUES(4915925117000,3,0,1544862794,'dbs_work_handler',124);
INSERT INTO workqueue_activate_work VALUES(4915928427000,0,0,1080542040,'dbs_work_handler',137);
INSERT INTO workqueue_activate_work VALUES(4915932530000,2,0,1367797298,'dbs_work_handler',164);
INSERT INTO workqueue_activate_work VALUES(4915933093000,1,0,4077622522,'dbs_work_handler',178);
INSERT INTO workqueue_activate_work VALUES(4915933094000,0,0,1080542040,'dbs_work_handler',183);
INSERT INTO workqueue_activate_work VALUES(4915938036000,0,1201,1080542040,'dbs_work_handler',208);
INSERT INTO workqueue_activate_work VALUES(4915939803000,3,0,1544862794,'dbs_work_handler',215);
INSERT INTO workqueue_activate_work VALUES(4915940272000,1,0,4077622522,'dbs_work_handler',228);
INSERT INTO workqueue_activate_work VALUES(4915943429000,0,0,1080542040,'dbs_work_handler',248);
INSERT INTO workqueue_activate_work VALUES(4915945421000,2,0,1367797298,'dbs_work_handler',263);
INSERT INTO workqueue_activate_work VALUES(4915947560000,1,0,4077622522,'dbs_work_handler',276);
INSERT INTO workqueue_activate_work VALUES(4915949744000,3,0,1544862794,'dbs_work_handler',290);
INSERT INTO workqueue_activate_work VALUES(4915952110000,0,0,1080542040,'dbs_work_handler',306);
INSERT INTO workqueue_activate_work VALUES(4915956068000,1,0,4077622522,'dbs_work_handler',342);
INSERT INTO workqueue_activate_work VALUES(4915957027000,3,1102,1544862794,'dbs_work_handler',349);
INSERT INTO workqueue_activate_work VALUES(4915959241000,0,0,1080542040,'dbs_work_handler',356);
INSERT INTO workqueue_activate_work VALUES(4915959730000,2,0,1367797298,'dbs_work_handler',370);
INSERT INTO workqueue_activate_work VALUES(4915962832000,3,0,1544862794,'dbs_work_handler',393);
INSERT INTO workqueue_activate_work VALUES(4915965180000,1,0,4077622522,'dbs_work_handler',408);
INSERT INTO workqueue_activate_work VALUES(4915965184000,0,15,1080542040,'dbs_work_handler',414);
INSERT INTO workqueue_activate_work VALUES(4915968742000,2,0,1367797298,'dbs_work_handler',433);
INSERT INTO workqueue_activate_work VALUES(4915971299000,0,0,1080542040,'dbs_work_handler',445);
INSERT INTO workqueue_activate_work VALUES(4915973286000,3,0,1544862794,'dbs_work_handler',468);
INSERT INTO workqueue_activate_work VALUES(4915973292000,2,0,1367797298,'dbs_work_handler',479);
INSERT INTO workqueue_activate_work VALUES(4915978036000,0,1201,1080542040,'dbs_work_handler',502);
INSERT INTO workqueue_activate_work VALUES(4915979921000,1,0,4077622522,'dbs_work_handler',509);
INSERT INTO workqueue_activate_work VALUES(4915981027000,3,1102,1544862794,'dbs_work_handler',521);
INSERT INTO workqueue_activate_work VALUES(4915983163000,2,0,1367797298,'dbs_work_handler',528);
INSERT INTO workqueue_activate_work VALUES(4915983623000,0,0,1080542040,'dbs_work_handler',542);
INSERT INTO workqueue_activate_work VALUES(4915987955000,3,0,1544862794,'dbs_work_handler',559);
INSERT INTO workqueue_activate_work VALUES(4915989025000,1,0,4077622522,'dbs_work_handler',573);
INSERT INTO workqueue_activate_work VALUES(4915991262000,0,0,1080542040,'dbs_work_handler',587);
INSERT INTO workqueue_activate_work VALUES(4915993095000,2,0,1367797298,'dbs_work_handler',610);
INSERT INTO workqueue_activate_work VALUES(4915995369000,0,1201,1080542040,'dbs_work_handler',622);
INSERT INTO workqueue_activate_work VALUES(4916000148000,3,0,1544862794,'dbs_work_handler',629);
INSERT INTO workqueue_activate_work VALUES(4916000337000,1,0,4077622522,'dbs_work_handler',643);
INSERT INTO workqueue_activate_work VALUES(4916003819000,0,0,1080542040,'dbs_work_handler',657);
INSERT INTO workqueue_activate_work VALUES(4916003939000,2,0,1367797298,'dbs_work_handler',672);
INSERT INTO workqueue_activate_work VALUES(4916010586000,3,0,1544862794,'dbs_work_handler',685);
INSERT INTO workqueue_activate_work VALUES(4916011232000,1,0,4077622522,'dbs_work_handler',698);
INSERT INTO workqueue_activate_work VALUES(4916016296000,0,0,1080542040,'dbs_work_handler',713);
INSERT INTO workqueue_activate_work VALUES(4916016881000,2,0,1367797298,'dbs_work_handler',728);
INSERT INTO workqueue_activate_work VALUES(4916023220000,3,0,1544862794,'dbs_work_handler',741);
INSERT INTO workqueue_activate_work VALUES(4916023833000,1,0,4077622522,'dbs_work_handler',754);
INSERT INTO workqueue_activate_work VALUES(4916027220000,2,0,1367797298,'dbs_work_handler',768);
INSERT INTO workqueue_activate_work VALUES(4916028699000,0,0,1080542040,'dbs_work_handler',781);
INSERT INTO workqueue_activate_work VALUES(4916033282000,3,0,1544862794,'dbs_work_handler',804);
INSERT INTO workqueue_activate_work VALUES(4916034036000,0,1201,1080542040,'dbs_work_handler',814);
INSERT INTO workqueue_activate_work VALUES(4916034599000,1,0,4077622522,'dbs_work_handler',823);
INSERT INTO workqueue_activate_work VALUES(4916039039000,1,0,4077622522,'dbs_work_handler',845);
INSERT INTO workqueue_activate_work VALUES(4916039046000,0,0,1080542040,'dbs_work_handler',851);
INSERT INTO workqueue_activate_work VALUES(4916039631000,2,0,1367797298,'dbs_work_handler',863);
INSERT INTO workqueue_activate_work VALUES(4916044656000,3,0,1544862794,'dbs_work_handler',882);
INSERT INTO workqueue_activate_work VALUES(4916046224000,0,0,1080542040,'dbs_work_handler',895);
INSERT INTO workqueue_activate_work VALUES(4916050267000,0,1201,1080542040,'dbs_work_handler',918);
INSERT INTO workqueue_activate_work VALUES(4916052233000,2,0,1367797298,'dbs_work_handler',928);
INSERT INTO workqueue_activate_work VALUES(4916053395000,1,0,4077622522,'dbs_work_handler',940);
INSERT INTO workqueue_activate_work VALUES(4916054518000,0,0,1080542040,'dbs_work_handler',954);
INSERT INTO workqueue_activate_work VALUES(4916058451000,3,0,1544862794,'dbs_work_handler',974);
INSERT INTO workqueue_activate_work VALUES(4916058921000,0,0,1080542040,'dbs_work_handler',987);
INSERT INTO workqueue_activate_work VALUES(4916063598000,1,0,4077622522,'dbs_work_handler',1000);
INSERT INTO workqueue_activate_work VALUES(4916063997000,0,0,1080542040,'dbs_work_handler',1014);
INSERT INTO workqueue_activate_work VALUES(4916064831000,2,0,1367797298,'dbs_work_handler',1028);
INSERT INTO workqueue_activate_work VALUES(4916068629000,3,0,1544862794,'dbs_work_handler',1056);
INSERT INTO workqueue_activate_work VALUES(4916070036000,0,1201,1080542040,'dbs_work_handler',1066);
INSERT INTO workqueue_activate_work VALUES(4916073703000,1,0,4077622522,'dbs_work_handler',1079);
INSERT INTO workqueue_activate_work VALUES(4916074793000,2,0,1367797298,'dbs_work_handler',1094);
INSERT INTO workqueue_activate_work VALUES(4916077005000,0,0,1080542040,'dbs_work_handler',1107);
INSERT INTO workqueue_activate_work VALUES(4916079370000,3,0,1544862794,'dbs_work_handler',1130);
INSERT INTO workqueue_activate_work VALUES(4916082036000,0,1201,1080542040,'dbs_work_handler',1140);
INSERT INTO workqueue_activate_work VALUES(4916083126000,2,0,1367797298,'dbs_work_handler',1149);
INSERT INTO workqueue_activate_work VALUES(4916083843000,1,0,4077622522,'dbs_work_handler',1162);
INSERT INTO workqueue_activate_work VALUES(4916088458000,0,0,1080542040,'dbs_work_handler',1177);
INSERT INTO workqueue_activate_work VALUES(4916089182000,3,0,1544862794,'dbs_work_handler',1200);
INSERT INTO workqueue_activate_work VALUES(4916093072000,2,0,1367797298,'dbs_work_handler',1215);
INSERT INTO workqueue_activate_work VALUES(4916094036000,0,1201,1080542040,'dbs_work_handler',1225);
INSERT INTO workqueue_activate_work VALUES(4916094267000,1,0,4077622522,'dbs_work_handler',1232);
INSERT INTO workqueue_activate_work VALUES(4916099946000,0,0,1080542040,'dbs_work_handler',1247);
INSERT INTO workqueue_activate_work VALUES(4916101001000,3,0,1544862794,'dbs_work_handler',1270);
INSERT INTO workqueue_activate_work VALUES(4916104234000,2,0,1367797298,'dbs_work_handler',1285);
INSERT INTO workqueue_activate_work VALUES(4916106036000,0,1201,1080542040,'dbs_work_handler',1295);
INSERT INTO workqueue_activate_work VALUES(4916107601000,1,0,4077622522,'dbs_work_handler',1302);
INSERT INTO workqueue_activate_work VALUES(4916109564000,3,0,1544862794,'dbs_work_handler',1318);
INSERT INTO workqueue_activate_work VALUES(4916111337000,0,0,1080542040,'dbs_work_handler',1330);
INSERT INTO workqueue_activate_work VALUES(4916115033000,1,1101,4077622522,'dbs_work_handler',1356);
INSERT INTO workqueue_activate_work VALUES(4916115078000,2,0,1367797298,'dbs_work_handler',1363);
INSERT INTO workqueue_activate_work VALUES(4916116242000,0,0,1080542040,'dbs_work_handler',1376);
INSERT INTO workqueue_activate_work VALUES(4916119315000,3,0,1544862794,'dbs_work_handler',1394);
INSERT INTO workqueue_activate_work VALUES(4916123154000,1,0,4077622522,'dbs_work_handler',1409);
INSERT INTO workqueue_activate_work VALUES(4916123804000,2,0,1367797298,'dbs_work_handler',1424);
INSERT INTO workqueue_activate_work VALUES(4916127654000,0,0,1080542040,'dbs_work_handler',1437);
INSERT INTO workqueue_activate_work VALUES(4916130322000,3,0,1544862794,'dbs_work_handler',1453);
INSERT INTO workqueue_activate_work VALUES(4916131719000,1,0,4077622522,'dbs_work_handler',1466);
INSERT INTO workqueue_activate_work VALUES(4916134367000,0,0,1080542040,'dbs_work_handler',1480);
INSERT INTO workqueue_activate_work VALUES(4916136024000,2,0,1367797298,'dbs_work_handler',1494);
CREATE TABLE workqueue_execute_start (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
INSERT INTO workqueue_execute_start VALUES(4915905113000,3,71,1544862794,'dbs_work_handler',27);
INSERT INTO workqueue_execute_start VALUES(4915905144000,1,57,4077622522,'dbs_work_handler',34);
INSERT INTO workqueue_execute_start VALUES(4915912125000,0,50,1080542040,'dbs_work_handler',54);
INSERT INTO workqueue_execute_start VALUES(4915912641000,2,64,1367797298,'dbs_work_handler',69);
INSERT INTO workqueue_execute_start VALUES(4915916528000,1,57,4077622522,'dbs_work_handler',83);
INSERT INTO workqueue_execute_start VALUES(4915917943000,3,71,1544862794,'dbs_work_handler',99);
INSERT INTO workqueue_execute_start VALUES(4915924044000,0,50,1080542040,'dbs_work_handler',113);
INSERT INTO workqueue_execute_start VALUES(4915925118000,2,64,1367797298,'dbs_work_handler',128);
INSERT INTO workqueue_execute_start VALUES(4915928436000,0,50,1080542040,'dbs_work_handler',142);
INSERT INTO workqueue_execute_start VALUES(4915929559000,1,57,4077622522,'dbs_work_handler',152);
INSERT INTO workqueue_execute_start VALUES(4915932544000,3,71,1544862794,'dbs_work_handler',169);
INSERT INTO workqueue_execute_start VALUES(4915933096000,0,50,1080542040,'dbs_work_handler',187);
INSERT INTO workqueue_execute_start VALUES(4915936512000,1,57,4077622522,'dbs_work_handler',203);
INSERT INTO workqueue_execute_start VALUES(4915939811000,2,64,1367797298,'dbs_work_handler',220);
INSERT INTO workqueue_execute_start VALUES(4915940281000,0,50,1080542040,'dbs_work_handler',233);
INSERT INTO workqueue_execute_start VALUES(4915943440000,1,57,4077622522,'dbs_work_handler',253);
INSERT INTO workqueue_execute_start VALUES(4915945427000,3,71,1544862794,'dbs_work_handler',268);
INSERT INTO workqueue_execute_start VALUES(4915947563000,0,50,1080542040,'dbs_work_handler',281);
INSERT INTO workqueue_execute_start VALUES(4915949751000,3,71,1544862794,'dbs_work_handler',297);
INSERT INTO workqueue_execute_start VALUES(4915952122000,0,50,1080542040,'dbs_work_handler',311);
INSERT INTO workqueue_execute_start VALUES(4915952204000,1,57,4077622522,'dbs_work_handler',321);
INSERT INTO workqueue_execute_start VALUES(4915953159000,2,64,1367797298,'dbs_work_handler',330);
INSERT INTO workqueue_execute_start VALUES(4915959246000,0,50,1080542040,'dbs_work_handler',361);
INSERT INTO workqueue_execute_start VALUES(4915959742000,3,71,1544862794,'dbs_work_handler',375);
INSERT INTO workqueue_execute_start VALUES(4915961120000,1,57,4077622522,'dbs_work_handler',385);
INSERT INTO workqueue_execute_start VALUES(4915962841000,2,64,1367797298,'dbs_work_handler',398);
INSERT INTO workqueue_execute_start VALUES(4915965194000,0,50,1080542040,'dbs_work_handler',418);
INSERT INTO workqueue_execute_start VALUES(4915968743000,3,71,1544862794,'dbs_work_handler',437);
INSERT INTO workqueue_execute_start VALUES(4915971311000,0,50,1080542040,'dbs_work_handler',450);
INSERT INTO workqueue_execute_start VALUES(4915972796000,1,57,4077622522,'dbs_work_handler',460);
INSERT INTO workqueue_execute_start VALUES(4915973288000,2,64,1367797298,'dbs_work_handler',474);
INSERT INTO workqueue_execute_start VALUES(4915973300000,3,71,1544862794,'dbs_work_handler',484);
INSERT INTO workqueue_execute_start VALUES(4915976707000,2,64,1367797298,'dbs_work_handler',496);
INSERT INTO workqueue_execute_start VALUES(4915979929000,0,50,1080542040,'dbs_work_handler',515);
INSERT INTO workqueue_execute_start VALUES(4915983171000,3,71,1544862794,'dbs_work_handler',533);
INSERT INTO workqueue_execute_start VALUES(4915983630000,1,57,4077622522,'dbs_work_handler',547);
INSERT INTO workqueue_execute_start VALUES(4915987966000,2,64,1367797298,'dbs_work_handler',564);
INSERT INTO workqueue_execute_start VALUES(4915989030000,0,50,1080542040,'dbs_work_handler',578);
INSERT INTO workqueue_execute_start VALUES(4915991273000,0,50,1080542040,'dbs_work_handler',592);
INSERT INTO workqueue_execute_start VALUES(4915992921000,1,57,4077622522,'dbs_work_handler',602);
INSERT INTO workqueue_execute_start VALUES(4915993103000,3,71,1544862794,'dbs_work_handler',615);
INSERT INTO workqueue_execute_start VALUES(4916000152000,2,64,1367797298,'dbs_work_handler',634);
INSERT INTO workqueue_execute_start VALUES(4916000344000,0,50,1080542040,'dbs_work_handler',648);
INSERT INTO workqueue_execute_start VALUES(4916003824000,1,57,4077622522,'dbs_work_handler',662);
INSERT INTO workqueue_execute_start VALUES(4916003943000,3,71,1544862794,'dbs_work_handler',677);
INSERT INTO workqueue_execute_start VALUES(4916010596000,2,64,1367797298,'dbs_work_handler',690);
INSERT INTO workqueue_execute_start VALUES(4916011236000,0,50,1080542040,'dbs_work_handler',703);
INSERT INTO workqueue_execute_start VALUES(4916016299000,1,57,4077622522,'dbs_work_handler',718);
INSERT INTO workqueue_execute_start VALUES(4916016893000,3,71,1544862794,'dbs_work_handler',733);
INSERT INTO workqueue_execute_start VALUES(4916023227000,2,64,1367797298,'dbs_work_handler',746);
INSERT INTO workqueue_execute_start VALUES(4916023839000,0,50,1080542040,'dbs_work_handler',759);
INSERT INTO workqueue_execute_start VALUES(4916027232000,3,71,1544862794,'dbs_work_handler',773);
INSERT INTO workqueue_execute_start VALUES(4916028711000,0,50,1080542040,'dbs_work_handler',786);
INSERT INTO workqueue_execute_start VALUES(4916028772000,1,57,4077622522,'dbs_work_handler',796);
INSERT INTO workqueue_execute_start VALUES(4916033293000,2,64,1367797298,'dbs_work_handler',809);
INSERT INTO workqueue_execute_start VALUES(4916034604000,1,57,4077622522,'dbs_work_handler',830);
INSERT INTO workqueue_execute_start VALUES(4916038765000,0,50,1080542040,'dbs_work_handler',836);
INSERT INTO workqueue_execute_start VALUES(4916039048000,0,50,1080542040,'dbs_work_handler',855);
INSERT INTO workqueue_execute_start VALUES(4916039638000,3,71,1544862794,'dbs_work_handler',868);
INSERT INTO workqueue_execute_start VALUES(4916044669000,2,64,1367797298,'dbs_work_handler',887);
INSERT INTO workqueue_execute_start VALUES(4916046233000,0,50,1080542040,'dbs_work_handler',900);
INSERT INTO workqueue_execute_start VALUES(4916047016000,1,57,4077622522,'dbs_work_handler',910);
INSERT INTO workqueue_execute_start VALUES(4916052234000,3,71,1544862794,'dbs_work_handler',932);
INSERT INTO workqueue_execute_start VALUES(4916053397000,0,50,1080542040,'dbs_work_handler',945);
INSERT INTO workqueue_execute_start VALUES(4916054530000,0,50,1080542040,'dbs_work_handler',959);
INSERT INTO workqueue_execute_start VALUES(4916058453000,2,64,1367797298,'dbs_work_handler',979);
INSERT INTO workqueue_execute_start VALUES(4916058931000,1,57,4077622522,'dbs_work_handler',992);
INSERT INTO workqueue_execute_start VALUES(4916063601000,0,50,1080542040,'dbs_work_handler',1005);
INSERT INTO workqueue_execute_start VALUES(4916064004000,0,50,1080542040,'dbs_work_handler',1019);
INSERT INTO workqueue_execute_start VALUES(4916064841000,3,71,1544862794,'dbs_work_handler',1033);
INSERT INTO workqueue_execute_start VALUES(4916067532000,1,57,4077622522,'dbs_work_handler',1048);
INSERT INTO workqueue_execute_start VALUES(4916068631000,2,64,1367797298,'dbs_work_handler',1061);
INSERT INTO workqueue_execute_start VALUES(4916073716000,0,50,1080542040,'dbs_work_handler',1084);
INSERT INTO workqueue_execute_start VALUES(4916074797000,3,71,1544862794,'dbs_work_handler',1099);
INSERT INTO workqueue_execute_start VALUES(4916077018000,0,50,1080542040,'dbs_work_handler',1112);
INSERT INTO workqueue_execute_start VALUES(4916077585000,1,57,4077622522,'dbs_work_handler',1122);
INSERT INTO workqueue_execute_start VALUES(4916079374000,2,64,1367797298,'dbs_work_handler',1135);
INSERT INTO workqueue_execute_start VALUES(4916083134000,3,71,1544862794,'dbs_work_handler',1154);
INSERT INTO workqueue_execute_start VALUES(4916083854000,0,50,1080542040,'dbs_work_handler',1167);
INSERT INTO workqueue_execute_start VALUES(4916088468000,0,50,1080542040,'dbs_work_handler',1182);
INSERT INTO workqueue_execute_start VALUES(4916088655000,1,57,4077622522,'dbs_work_handler',1192);
INSERT INTO workqueue_execute_start VALUES(4916089190000,2,64,1367797298,'dbs_work_handler',1205);
INSERT INTO workqueue_execute_start VALUES(4916093078000,3,71,1544862794,'dbs_work_handler',1220);
INSERT INTO workqueue_execute_start VALUES(4916094285000,0,50,1080542040,'dbs_work_handler',1238);
INSERT INTO workqueue_execute_start VALUES(4916099959000,0,50,1080542040,'dbs_work_handler',1252);
INSERT INTO workqueue_execute_start VALUES(4916099998000,1,57,4077622522,'dbs_work_handler',1262);
INSERT INTO workqueue_execute_start VALUES(4916101005000,2,64,1367797298,'dbs_work_handler',1275);
INSERT INTO workqueue_execute_start VALUES(4916104242000,3,71,1544862794,'dbs_work_handler',1290);
INSERT INTO workqueue_execute_start VALUES(4916107618000,0,50,1080542040,'dbs_work_handler',1308);
INSERT INTO workqueue_execute_start VALUES(4916109565000,2,64,1367797298,'dbs_work_handler',1322);
INSERT INTO workqueue_execute_start VALUES(4916111339000,1,57,4077622522,'dbs_work_handler',1335);
INSERT INTO workqueue_execute_start VALUES(4916111356000,0,50,1080542040,'dbs_work_handler',1344);
INSERT INTO workqueue_execute_start VALUES(4916115081000,3,71,1544862794,'dbs_work_handler',1368);
INSERT INTO workqueue_execute_start VALUES(4916116245000,1,57,4077622522,'dbs_work_handler',1381);
INSERT INTO workqueue_execute_start VALUES(4916119327000,2,64,1367797298,'dbs_work_handler',1399);
INSERT INTO workqueue_execute_start VALUES(4916123163000,0,50,1080542040,'dbs_work_handler',1414);
INSERT INTO workqueue_execute_start VALUES(4916123809000,3,71,1544862794,'dbs_work_handler',1429);
INSERT INTO workqueue_execute_start VALUES(4916127664000,1,57,4077622522,'dbs_work_handler',1442);
INSERT INTO workqueue_execute_start VALUES(4916130332000,2,64,1367797298,'dbs_work_handler',1458);
INSERT INTO workqueue_execute_start VALUES(4916131730000,0,50,1080542040,'dbs_work_handler',1471);
INSERT INTO workqueue_execute_start VALUES(4916134375000,0,50,1080542040,'dbs_work_handler',1485);
INSERT INTO workqueue_execute_start VALUES(4916136032000,3,71,1544862794,'dbs_work_handler',1499);
CREATE TABLE workqueue_execute_end (
	ts		INTEGER NOT NULL,
	cpu		INTEGER NOT NULL,
	pid		INTEGER,
	work		INTEGER,
	function	TEXT,
	seq		INTEGER
);
INSERT INTO workqueue_execute_end VALUES(4915905115000,3,71,1544862794,'dbs_work_handler',28);
INSERT INTO workqueue_execute_end VALUES(4915905148000,1,57,4077622522,'dbs_work_handler',36);
INSERT INTO workqueue_execute_end VALUES(4915912129000,0,50,1080542040,'dbs_work_handler',56);
INSERT INTO workqueue_execute_end VALUES(4915912645000,2,64,1367797298,'dbs_work_handler',71);
INSERT INTO workqueue_execute_end VALUES(4915916532000,1,57,4077622522,'dbs_work_handler',85);
INSERT INTO workqueue_execute_end VALUES(4915917947000,3,71,1544862794,'dbs_work_handler',101);
INSERT INTO workqueue_execute_end VALUES(4915924047000,0,50,1080542040,'dbs_work_handler',115);
INSERT INTO workqueue_execute_end VALUES(4915925121000,2,64,1367797298,'dbs_work_handler',130);
INSERT INTO workqueue_execute_end VALUES(4915928439000,0,50,1080542040,'dbs_work_handler',144);
INSERT INTO workqueue_execute_end VALUES(4915929561000,1,57,4077622522,'dbs_work_handler',153);
INSERT INTO workqueue_execute_end VALUES(4915932546000,3,71,1544862794,'dbs_work_handler',170);
INSERT INTO workqueue_execute_end VALUES(4915933099000,0,50,1080542040,'dbs_work_handler',189);
INSERT INTO workqueue_execute_end VALUES(4915936514000,1,57,4077622522,'dbs_work_handler',204);
INSERT INTO workqueue_execute_end VALUES(4915939813000,2,64,1367797298,'dbs_work_handler',221);
INSERT INTO workqueue_execute_end VALUES(4915940285000,0,50,1080542040,'dbs_work_handler',235);
INSERT INTO workqueue_execute_end VALUES(4915943442000,1,57,4077622522,'dbs_work_handler',254);
INSERT INTO workqueue_execute_end VALUES(4915945429000,3,71,1544862794,'dbs_work_handler',269);
INSERT INTO workqueue_execute_end VALUES(4915947565000,0,50,1080542040,'dbs_work_handler',282);
INSERT INTO workqueue_execute_end VALUES(4915949754000,3,71,1544862794,'dbs_work_handler',299);
INSERT INTO workqueue_execute_end VALUES(4915952126000,0,50,1080542040,'dbs_work_handler',313);
INSERT INTO workqueue_execute_end VALUES(4915952206000,1,57,4077622522,'dbs_work_handler',322);
INSERT INTO workqueue_execute_end VALUES(4915953161000,2,64,1367797298,'dbs_work_handler',331);
INSERT INTO workqueue_execute_end VALUES(4915959249000,0,50,1080542040,'dbs_work_handler',363);
INSERT INTO workqueue_execute_end VALUES(4915959745000,3,71,1544862794,'dbs_work_handler',377);
INSERT INTO workqueue_execute_end VALUES(4915961122000,1,57,4077622522,'dbs_work_handler',386);
INSERT INTO workqueue_execute_end VALUES(4915962843000,2,64,1367797298,'dbs_work_handler',399);
INSERT INTO workqueue_execute_end VALUES(4915965196000,0,50,1080542040,'dbs_work_handler',419);
INSERT INTO workqueue_execute_end VALUES(4915968745000,3,71,1544862794,'dbs_work_handler',438);
INSERT INTO workqueue_execute_end VALUES(4915971315000,0,50,1080542040,'dbs_work_handler',452);
INSERT INTO workqueue_execute_end VALUES(4915972798000,1,57,4077622522,'dbs_work_handler',461);
INSERT INTO workqueue_execute_end VALUES(4915973290000,2,64,1367797298,'dbs_work_handler',475);
INSERT INTO workqueue_execute_end VALUES(4915973303000,3,71,1544862794,'dbs_work_handler',486);
INSERT INTO workqueue_execute_end VALUES(4915976711000,2,64,1367797298,'dbs_work_handler',498);
INSERT INTO workqueue_execute_end VALUES(4915979933000,0,50,1080542040,'dbs_work_handler',517);
INSERT INTO workqueue_execute_end VALUES(4915983174000,3,71,1544862794,'dbs_work_handler',535);
INSERT INTO workqueue_execute_end VALUES(4915983632000,1,57,4077622522,'dbs_work_handler',548);
INSERT INTO workqueue_execute_end VALUES(4915987969000,2,64,1367797298,'dbs_work_handler',566);
INSERT INTO workqueue_execute_end VALUES(4915989034000,0,50,1080542040,'dbs_work_handler',580);
INSERT INTO workqueue_execute_end VALUES(4915991276000,0,50,1080542040,'dbs_work_handler',594);
INSERT INTO workqueue_execute_end VALUES(4915992923000,1,57,4077622522,'dbs_work_handler',603);
INSERT INTO workqueue_execute_end VALUES(4915993105000,3,71,1544862794,'dbs_work_handler',616);
INSERT INTO workqueue_execute_end VALUES(4916000154000,2,64,1367797298,'dbs_work_handler',635);
INSERT INTO workqueue_execute_end VALUES(4916000347000,0,50,1080542040,'dbs_work_handler',650);
INSERT INTO workqueue_execute_end VALUES(4916003826000,1,57,4077622522,'dbs_work_handler',663);
INSERT INTO workqueue_execute_end VALUES(4916003945000,3,71,1544862794,'dbs_work_handler',678);
INSERT INTO workqueue_execute_end VALUES(4916010598000,2,64,1367797298,'dbs_work_handler',691);
INSERT INTO workqueue_execute_end VALUES(4916011240000,0,50,1080542040,'dbs_work_handler',705);
INSERT INTO workqueue_execute_end VALUES(4916016301000,1,57,4077622522,'dbs_work_handler',719);
INSERT INTO workqueue_execute_end VALUES(4916016895000,3,71,1544862794,'dbs_work_handler',734);
INSERT INTO workqueue_execute_end VALUES(4916023229000,2,64,1367797298,'dbs_work_handler',747);
INSERT INTO workqueue_execute_end VALUES(4916023841000,0,50,1080542040,'dbs_work_handler',760);
INSERT INTO workqueue_execute_end VALUES(4916027234000,3,71,1544862794,'dbs_work_handler',774);
INSERT INTO workqueue_execute_end VALUES(4916028715000,0,50,1080542040,'dbs_work_handler',788);
INSERT INTO workqueue_execute_end VALUES(4916028774000,1,57,4077622522,'dbs_work_handler',797);
INSERT INTO workqueue_execute_end VALUES(4916033295000,2,64,1367797298,'dbs_work_handler',810);
INSERT INTO workqueue_execute_end VALUES(4916034608000,1,57,4077622522,'dbs_work_handler',832);
INSERT INTO workqueue_execute_end VALUES(4916038768000,0,50,1080542040,'dbs_work_handler',838);
INSERT INTO workqueue_execute_end VALUES(4916039050000,0,50,1080542040,'dbs_work_handler',856);
INSERT INTO workqueue_execute_end VALUES(4916039640000,3,71,1544862794,'dbs_work_handler',869);
INSERT INTO workqueue_execute_end VALUES(4916044671000,2,64,1367797298,'dbs_work_handler',888);
INSERT INTO workqueue_execute_end VALUES(4916046236000,0,50,1080542040,'dbs_work_handler',902);
INSERT INTO workqueue_execute_end VALUES(4916047019000,1,57,4077622522,'dbs_work_handler',912);
INSERT INTO workqueue_execute_end VALUES(4916052236000,3,71,1544862794,'dbs_work_handler',933);
INSERT INTO workqueue_execute_end VALUES(4916053401000,0,50,1080542040,'dbs_work_handler',947);
INSERT INTO workqueue_execute_end VALUES(4916054534000,0,50,1080542040,'dbs_work_handler',961);
INSERT INTO workqueue_execute_end VALUES(4916058455000,2,64,1367797298,'dbs_work_handler',980);
INSERT INTO workqueue_execute_end VALUES(4916058933000,1,57,4077622522,'dbs_work_handler',993);
INSERT INTO workqueue_execute_end VALUES(4916063605000,0,50,1080542040,'dbs_work_handler',1007);
INSERT INTO workqueue_execute_end VALUES(4916064008000,0,50,1080542040,'dbs_work_handler',1021);
INSERT INTO workqueue_execute_end VALUES(4916064843000,3,71,1544862794,'dbs_work_handler',1034);
INSERT INTO workqueue_execute_end VALUES(4916067534000,1,57,4077622522,'dbs_work_handler',1049);
INSERT INTO workqueue_execute_end VALUES(4916068633000,2,64,1367797298,'dbs_work_handler',1062);
INSERT INTO workqueue_execute_end VALUES(4916073719000,0,50,1080542040,'dbs_work_handler',1086);
INSERT INTO workqueue_execute_end VALUES(4916074799000,3,71,1544862794,'dbs_work_handler',1100);
INSERT INTO workqueue_execute_end VALUES(4916077021000,0,50,1080542040,'dbs_work_handler',1114);
INSERT INTO workqueue_execute_end VALUES(4916077587000,1,57,4077622522,'dbs_work_handler',1123);
INSERT INTO workqueue_execute_end VALUES(4916079376000,2,64,1367797298,'dbs_work_handler',1136);
INSERT INTO workqueue_execute_end VALUES(4916083136000,3,71,1544862794,'dbs_work_handler',1155);
INSERT INTO workqueue_execute_end VALUES(4916083857000,0,50,1080542040,'dbs_work_handler',1169);
INSERT INTO workqueue_execute_end VALUES(4916088471000,0,50,1080542040,'dbs_work_handler',1184);
INSERT INTO workqueue_execute_end VALUES(4916088657000,1,57,4077622522,'dbs_work_handler',1193);
INSERT INTO workqueue_execute_end VALUES(4916089192000,2,64,1367797298,'dbs_work_handler',1206);
INSERT INTO workqueue_execute_end VALUES(4916093080000,3,71,1544862794,'dbs_work_handler',1221);
INSERT INTO workqueue_execute_end VALUES(4916094288000,0,50,1080542040,'dbs_work_handler',1240);
INSERT INTO workqueue_execute_end VALUES(4916099962000,0,50,1080542040,'dbs_work_handler',1254);
INSERT INTO workqueue_execute_end VALUES(4916100000000,1,57,4077622522,'dbs_work_handler',1263);
INSERT INTO workqueue_execute_end VALUES(4916101007000,2,64,1367797298,'dbs_work_handler',1276);
INSERT INTO workqueue_execute_end VALUES(4916104244000,3,71,1544862794,'dbs_work_handler',1291);
INSERT INTO workqueue_execute_end VALUES(4916107621000,0,50,1080542040,'dbs_work_handler',1310);
INSERT INTO workqueue_execute_end VALUES(4916109567000,2,64,1367797298,'dbs_work_handler',1323);
INSERT INTO workqueue_execute_end VALUES(4916111341000,1,57,4077622522,'dbs_work_handler',1337);
INSERT INTO workqueue_execute_end VALUES(4916111359000,0,50,1080542040,'dbs_work_handler',1346);
INSERT INTO workqueue_execute_end VALUES(4916115083000,3,71,1544862794,'dbs_work_handler',1369);
INSERT INTO workqueue_execute_end VALUES(4916116248000,1,57,4077622522,'dbs_work_handler',1383);
INSERT INTO workqueue_execute_end VALUES(4916119329000,2,64,1367797298,'dbs_work_handler',1400);
INSERT INTO workqueue_execute_end VALUES(4916123167000,0,50,1080542040,'dbs_work_handler',1416);
INSERT INTO workqueue_execute_end VALUES(4916123811000,3,71,1544862794,'dbs_work_handler',1430);
INSERT INTO workqueue_execute_end VALUES(4916127667000,1,57,4077622522,'dbs_work_handler',1444);
INSERT INTO workqueue_execute_end VALUES(4916130334000,2,64,1367797298,'dbs_work_handler',1459);
INSERT INTO workqueue_execute_end VALUES(4916131732000,0,50,1080542040,'dbs_work_handler',1472);
INSERT INTO workqueue_execute_end VALUES(4916134378000,0,50,1080542040,'dbs_work_handler',1487);
INSERT INTO workqueue_execute_end VALUES(4916136034000,3,71,1544862794,'dbs_work_handler',1500);
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
INSERT INTO task VALUES(1200,'tbench',4915905054000,4915905129000);
INSERT INTO task VALUES(57,'kworker/1:1',4915905074000,4916131719000);
INSERT INTO task VALUES(0,'swapper/3',4915905098000,4916136034000);
INSERT INTO task VALUES(1102,'tbench_srv',4915905097000,4916136031000);
INSERT INTO task VALUES(15,'rcu_preempt',4915909733000,4916134374000);
INSERT INTO task VALUES(0,'swapper/0',4915912130000,4916134378000);
INSERT INTO task VALUES(1202,'tbench',4915905089000,4916136024000);
INSERT INTO task VALUES(1101,'tbench_srv',4915905073000,4916131719000);
INSERT INTO task VALUES(64,'kworker/2:1',4915908030000,4916136024000);
INSERT INTO task VALUES(0,'swapper/2',4915905092000,4916136024000);
INSERT INTO task VALUES(50,'kworker/0:1',4915905055000,4916134378000);
INSERT INTO task VALUES(1100,'tbench_srv',4915905073000,4915905131000);
INSERT INTO task VALUES(0,'<idle>',4915905092000,4916136024000);
INSERT INTO task VALUES(71,'kworker/3:1',4915905111000,4916136034000);
INSERT INTO task VALUES(0,'swapper/1',4915905148000,4916131719000);
INSERT INTO task VALUES(1201,'tbench',4915905054000,4916131729000);
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
