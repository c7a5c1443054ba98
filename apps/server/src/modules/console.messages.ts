import { registerMessages } from '../lib/messages';

/** Texts of the console screens (forms, profile, user center, cards, dashboard, analytics). */
export const CONSOLE_MESSAGES = {
  // Step form (SPEC §5)
  'stepForm.activityName.required': { zh: '请输入活动名称', en: 'Please enter the activity name' },
  'stepForm.activityName.tooLong': { zh: '活动名称最多 20 个字符', en: 'The activity name has at most 20 characters' },
  'stepForm.activityName.pattern': {
    zh: '活动名称只能包含汉字、字母和数字，最多 20 个字符',
    en: 'The activity name may only contain Chinese characters, letters and digits, up to 20 characters',
  },
  'stepForm.channelType.required': { zh: '请选择渠道类型', en: 'Please select the channel type' },
  'stepForm.promotionTime.required': { zh: '请选择推广时间', en: 'Please select the promotion time' },
  'stepForm.promotionTime.invalid': {
    zh: '推广时间格式应为 年-月-日',
    en: 'The promotion time must be a date (year-month-day)',
  },
  'stepForm.promotionTime.order': {
    zh: '推广开始时间不能晚于结束时间',
    en: 'The promotion start cannot be after its end',
  },
  'stepForm.promoteLink.required': { zh: '请输入推广地址', en: 'Please enter the promote link' },
  'stepForm.promoteLink.pattern': {
    zh: '推广地址须以 http:// 或 https:// 开头',
    en: 'The promote link must start with http:// or https://',
  },
  'stepForm.advertisingSource.required': { zh: '请选择广告来源', en: 'Please select the advertising source' },
  'stepForm.advertisingMedia.required': { zh: '请选择广告媒介', en: 'Please select the advertising media' },
  'stepForm.keywords.required': { zh: '请输入关键词', en: 'Please enter a keyword' },
  'stepForm.advertisingContent.required': { zh: '请输入广告内容', en: 'Please enter the advertising content' },
  'stepForm.advertisingContent.tooLong': {
    zh: '广告内容最多 200 字',
    en: 'The advertising content has at most 200 words',
  },
  'stepForm.submitted': { zh: '渠道创建成功', en: 'Channel created' },
  // Group form (SPEC §5)
  'groupForm.frameRate.range': { zh: '帧率须在 1 到 30 之间', en: 'The frame rate must be between 1 and 30' },
  'groupForm.rate.range': { zh: '码率须在 150 到 1800 之间', en: 'The encoding rate must be between 150 and 1800' },
  'groupForm.rate.order': {
    zh: '码率须满足 最小值 ≤ 默认值 ≤ 最大值',
    en: 'The encoding rates must satisfy minimum ≤ default ≤ maximum',
  },
  'groupForm.description.tooLong': { zh: '参数说明最多 200 字', en: 'The description has at most 200 words' },
  'groupForm.submitted': { zh: '参数已提交，等待审批', en: 'Parameters submitted; awaiting approval' },
  // Approval flow
  'profile.stage.commit': { zh: '提交', en: 'Commit' },
  'profile.stage.approval': { zh: '审批', en: 'Approval' },
  'profile.stage.finish': { zh: '完成', en: 'Finish' },
  'profile.alreadyFinished': {
    zh: '该参数已完成审批流程',
    en: 'These parameters have already finished the approval flow',
  },
  'profile.advanced': { zh: '已进入下一步：{stage}', en: 'Moved on to: {stage}' },
  'profile.todo.title': { zh: '音视频参数待审批', en: 'Video and audio parameters awaiting approval' },
  'profile.todo.content': {
    zh: '{user} 提交了新的音视频参数（第 {id} 号），请审批。',
    en: '{user} submitted new video and audio parameters (no. {id}); please approve them.',
  },
  'profile.finished.title': { zh: '音视频参数已完成审批', en: 'Video and audio parameters approved' },
  'profile.finished.content': {
    zh: '您提交的第 {id} 号音视频参数已由 {user} 审批完成。',
    en: 'Your video and audio parameters no. {id} were approved by {user}.',
  },
  // User setting (SPEC §5)
  'userSetting.email.required': { zh: '请输入邮箱', en: 'Please enter your email' },
  'userSetting.email.invalid': { zh: '邮箱格式不正确', en: 'The email address is invalid' },
  'userSetting.nickname.required': { zh: '请输入昵称', en: 'Please enter your nickname' },
  'userSetting.countryRegion.required': { zh: '请选择国家/地区', en: 'Please select your country/region' },
  'userSetting.area.required': { zh: '请选择所在区域', en: 'Please select your area' },
  'userSetting.profile.tooLong': { zh: '个人简介最多 200 字', en: 'The profile has at most 200 words' },
  'userSetting.phone.invalid': { zh: '电话号码格式不正确', en: 'The phone number is invalid' },
  'userSetting.avatar.invalid': {
    zh: '头像须为已上传的图片或 http(s) 地址',
    en: 'The avatar must be an uploaded image or an http(s) address',
  },
  'userSetting.saved': { zh: '保存成功', en: 'Saved' },
  'password.currentRequired': { zh: '请输入当前密码', en: 'Please enter your current password' },
  'password.currentWrong': { zh: '当前密码不正确', en: 'The current password is wrong' },
  'password.sameAsOld': { zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  'password.changed': {
    zh: '密码已修改，其他设备上的登录已结束',
    en: 'Password changed; your sessions on other devices were ended',
  },
  'session.revoked': { zh: '该登录已结束', en: 'That session was ended' },
  'session.isCurrent': {
    zh: '这是当前登录，请使用“退出登录”',
    en: 'This is the current session; use "Logout" instead',
  },
  // Certification
  'certification.field.required': { zh: '{field} 为必填项', en: '{field} is required' },
  'certification.organizationCode.invalid': {
    zh: '组织机构代码应为 18 位统一社会信用代码或 9 位组织机构代码',
    en: 'The organization code must be an 18-character unified social credit code or a 9-character organization code',
  },
  'certification.pending': { zh: '已有认证正在审核中', en: 'A certification is already being reviewed' },
  'certification.alreadyPassed': { zh: '该认证已通过', en: 'This certification has already passed' },
  'certification.submitted': { zh: '认证已提交，等待审核', en: 'Certification submitted; awaiting review' },
  'certification.type.enterprise': { zh: '企业认证', en: 'Enterprise certification' },
  'certification.todo.title': { zh: '企业认证待审核', en: 'Enterprise certification awaiting review' },
  'certification.todo.content': {
    zh: '{user} 提交了企业认证：{name}',
    en: '{user} submitted an enterprise certification: {name}',
  },
  'certification.passed.title': { zh: '企业认证已通过', en: 'Enterprise certification passed' },
  // Projects and teams
  'project.name.required': { zh: '请输入项目名称', en: 'Please enter the project name' },
  'project.description.tooLong': { zh: '项目简介最多 200 字', en: 'The project description has at most 200 words' },
  'team.name.required': { zh: '请输入团队名称', en: 'Please enter the team name' },
  'team.description.tooLong': { zh: '团队简介最多 200 字', en: 'The team description has at most 200 words' },
  'member.unknown': { zh: '成员不存在：{ids}', en: 'No such members: {ids}' },
  // Data services and quality rules
  'dataService.open-api.title': { zh: '开放读取接口', en: 'Open read API' },
  'dataService.open-api.description': {
    zh: '允许未登录的访客通过接口读取物质与产品目录。关闭后只有登录用户可读取。',
    en: 'Lets visitors read the matter and product catalogue without signing in. Off: only signed-in users can read it.',
  },
  'dataService.bulk-export.title': { zh: '批量导出', en: 'Bulk export' },
  'dataService.bulk-export.description': {
    zh: '将列表按当前筛选导出为 CSV 或 Excel 文件。',
    en: 'Exports lists with their current filters as CSV or Excel files.',
  },
  'dataService.bulk-import.title': { zh: '批量导入', en: 'Bulk import' },
  'dataService.bulk-import.description': {
    zh: '从 CSV 或 Excel 文件批量导入记录，先校验再提交。',
    en: 'Imports records from CSV or Excel files, validated before they are committed.',
  },
  'dataService.disabled': { zh: '数据服务“{name}”已停用', en: 'The data service "{name}" is switched off' },
  'dataService.toggled': { zh: '已更新', en: 'Updated' },
  'rule.matter-without-dna.title': { zh: '物质缺少 DNA 条形码', en: 'Matter without DNA barcode' },
  'rule.matter-without-dna.description': {
    zh: '目录物质应记录 DNA 条形码（标记、序列或登录号），以便物种鉴定。',
    en: 'Every catalogue matter should carry a DNA barcode (marker, sequence or accession) for species identification.',
  },
  'rule.product-barcode-check-digit.title': {
    zh: '产品条码校验位错误',
    en: 'Product barcode with a wrong check digit',
  },
  'rule.product-barcode-check-digit.description': {
    zh: '产品条码应为有效的 EAN-13（GTIN），末位校验位须与前 12 位一致。',
    en: 'A product barcode must be a valid EAN-13 (GTIN) whose last digit matches the check digit of the first 12.',
  },
  'rule.sample-without-report.title': { zh: '样品缺少检测报告', en: 'Sample without testing report' },
  'rule.sample-without-report.description': {
    zh: '每个物质样品与产品样品都应至少关联一份检测报告。',
    en: 'Every matter sample and product sample should have at least one testing report.',
  },
  'rule.record-without-image.title': { zh: '记录缺少图片', en: 'Record without image' },
  'rule.record-without-image.description': {
    zh: '物质、产品与样品都应至少有一张图片。',
    en: 'Matters, products and samples should each have at least one image.',
  },
  'rule.product-compliance-violation.title': {
    zh: '产品违反物质使用限制',
    en: 'Product breaking a use restriction',
  },
  'rule.product-compliance-violation.description': {
    zh: '产品不得违反所含物质的使用限制（如仅作香辛料和调味品使用的物质用于非调味品、陆生野生动物用于食品），依据见各物质的来源。',
    en: 'A product must not break the use restrictions of the matters it contains (a spice-only substance outside seasonings, a wild terrestrial animal in a food); each restriction cites its source.',
  },
  // Activity feed (operation log)
  'activity.action.create': { zh: '新建了', en: 'created' },
  'activity.action.update': { zh: '修改了', en: 'updated' },
  'activity.action.delete': { zh: '删除了', en: 'deleted' },
  'activity.action.import': { zh: '导入了', en: 'imported' },
  'activity.kind.group-form': { zh: '音视频参数', en: 'Video and audio parameters' },
  'activity.kind.channel': { zh: '渠道', en: 'Channel' },
  'activity.kind.project': { zh: '项目', en: 'Project' },
  'activity.kind.team': { zh: '团队', en: 'Team' },
  'activity.kind.data-service': { zh: '数据服务', en: 'Data service' },
  'activity.kind.quality-rule': { zh: '数据质量规则', en: 'Data-quality rule' },
  'activity.kind.certification': { zh: '企业认证', en: 'Enterprise certification' },
  'profile.log.commit': { zh: '提交音视频参数', en: 'Submitted video and audio parameters' },
  'profile.log.approval': { zh: '审批通过音视频参数', en: 'Approved video and audio parameters' },
  'profile.log.finish': { zh: '音视频参数生效', en: 'Video and audio parameters finished' },
  // Dashboard, analytics, activity
  'console.kind.matter': { zh: '物质', en: 'Matters' },
  'console.kind.product': { zh: '产品', en: 'Products' },
  'console.kind.sample': { zh: '样品', en: 'Samples' },
  'console.kind.report': { zh: '检测报告', en: 'Testing reports' },
  'analysis.unknownRegion': { zh: '未知地区', en: 'Unknown region' },
  'analysis.unspecified': { zh: '未填写', en: 'Not given' },
  'cards.report.lab': { zh: '检测机构', en: 'Lab' },
  'cards.report.date': { zh: '检测日期', en: 'Test date' },
  'cards.report.items': { zh: '检测项目', en: 'Items tested' },
  'cards.report.failedItems': { zh: '不合格项', en: 'Failed items' },
  'cards.report.verdict': { zh: '结论', en: 'Verdict' },
  'cards.report.verdict.pass': { zh: '合格', en: 'Pass' },
  'cards.report.verdict.fail': { zh: '不合格', en: 'Fail' },
  'cards.report.verdict.none': { zh: '不判定', en: 'Not judged' },
  'cards.report.verdict.inconclusive': { zh: '不确定', en: 'Inconclusive' },
  'cards.report.voided': { zh: '已作废', en: 'Voided' },
  'cards.report.verdict.pending': { zh: '待定', en: 'Pending' },
} as const satisfies Record<string, { zh: string; en: string }>;

registerMessages(CONSOLE_MESSAGES);
