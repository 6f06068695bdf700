import type { Messages } from './en-US';

export const jaJP: Messages = {
  ok: '成功',
  'error.validation_failed': 'リクエストが正しくありません：{{fields}}',
  'error.malformed_body': 'リクエスト本文が正しいJSONではありません。',
  'error.body_too_large': 'リクエスト本文が大きすぎます（上限 {{limit}} バイト）。',
  'error.unsupported_media_type': 'リクエスト本文はJSONで送信してください。',
  'error.not_found': 'お探しのリソースが見つかりません。',
  'error.method_not_allowed':
    'このアドレスではそのメソッドは使えません。Allow ヘッダーに示したメソッドを使ってください。',
  'error.not_signed_in': '先にログインしてください。',
  'error.session_ended': 'セッションが終了しました。もう一度ログインしてください。',
  'error.forbidden': 'この操作を行う権限がありません。',
  'error.conflict': '現在の状態と競合しています。再読み込みしてもう一度お試しください。',
  'error.idempotency_key_reused': '同じリクエストが異なる内容で既に送信されています。',
  'error.too_many_requests': '試行回数が多すぎます。{{seconds}} 秒後にもう一度お試しください。',
  'error.internal_error':
    'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください（参照番号 {{requestId}}）。',
  'field.required': '{{field}}を入力してください',
  'field.invalid_type': '{{field}}の型が正しくありません',
  'field.too_long': '{{field}}は{{max}}文字以内で入力してください',
  'field.too_short': '{{field}}は{{min}}文字以上で入力してください',
  'field.too_big': '{{field}}は{{max}}以下にしてください',
  'field.too_small': '{{field}}は{{min}}以上にしてください',
  'field.invalid_format': '{{field}}の形式が正しくありません',
  'field.invalid_value': '{{field}}は許可された値ではありません',
  'field.invalid': '{{field}}が正しくありません',
  'field.body': 'リクエスト本文',
  'auth.captcha_invalid': '画像認証コードが正しくないか、有効期限が切れています。もう一度お試しください。',
  'auth.login_failed': 'ユーザー名またはパスワードが正しくありません。',
  'auth.account_frozen': 'このアカウントは凍結されています。カスタマーサービスにお問い合わせください。',
  'auth.code_invalid': 'メール認証コードが正しくないか、有効期限が切れています。',
  'auth.code_burned': '認証コードの誤りが多すぎます。新しいコードを請求してください。',
  'auth.code_cooldown': '認証コードを送信したばかりです。{{seconds}} 秒後に再送できます。',
  'auth.email_not_verified': '先にメールアドレスを認証してください。',
  'auth.account_taken': 'このユーザー名は既に使われています。',
  'auth.email_taken': 'このメールアドレスは既に登録されています。',
  'auth.email_already_confirmed': 'このメールアドレスは既にあなたのものとして確認済みです。',
  'mail.email.subject': 'メールアドレスの確認',
  'user.email_released_title': 'ご自身のメールアドレスを登録してください',
  'user.email_released_body':
    'アカウント作成時に登録されたメールアドレスは、その持ち主がご自身のアカウント用に確認したため、あなたのアカウントから外れました。アカウント設定でご自身のメールアドレスを登録し、お送りするコードで確認してください。それまではパスワード再設定などのコードをお届けできません。',
  'auth.agent_code_unknown': 'この代理店コードは存在しません。',
  'auth.old_password_wrong': '現在のパスワードが正しくありません。',
  'auth.fund_password_proof':
    '資金パスワードを変更するには、現在の資金パスワードまたはメール認証コードを入力してください。',
  'auth.fund_password_wrong': '資金パスワードが正しくありません。',
  'auth.fund_password_same_as_password':
    '資金パスワードをログインパスワードと同じにすることはできません。別の6桁の数字を選んでください。',
  'auth.password_same_as_fund_password':
    '新しいパスワードを資金パスワードと同じにすることはできません。別のパスワードを選んでください。',
  'auth.provider_disabled': 'このログイン方法は利用できません。',
  'auth.provider_token_invalid': 'ログインを確認できませんでした。もう一度お試しください。',
  'auth.provider_email_unverified':
    'このメールアドレスのアカウントは既に存在します。パスワードでログインしてください。',
  'user.id_number_set': '身分証番号は登録済みです。変更はカスタマーサービスにお問い合わせください。',
  'user.real_name_locked':
    '銀行カードの登録または本人確認が済んでいるため、氏名は変更できません。変更はカスタマーサポートにお問い合わせください。',
  'user.birth_date_locked': '生年月日はここでは変更できません。訂正はカスタマーサポートにお問い合わせください。',
  'mail.register.subject': '会員登録の認証コード',
  'mail.reset.subject': 'パスワード再設定の認証コード',
  'mail.reset.link':
    'または、次のリンクを開いて新しいパスワードを設定してください（{{minutes}} 分以内に1回のみ有効）：{{url}}',
  'mail.reset.button': '新しいパスワードを設定する',
  'mail.fund.subject': '資金パスワード変更の認証コード',
  'mail.code.body':
    '認証コードは {{code}} です。有効期限は {{minutes}} 分です。心当たりがない場合はこのメールを無視してください。コードは誰にも教えないでください。',
  'user.country_locked':
    'ご登録の生年月日ではお住まいの国の年齢制限に達していないため、国の変更はカスタマーサポートでのみ承ります。',
  'user.country_required': '国・地域を選択してください。',
  'user.country_unknown': '国・地域が正しくありません。',
  'error.invalid_reference': '存在しない項目が指定されています。',
  'error.invalid_value': 'リクエスト内の値が範囲外か、長すぎます。',
  'ledger.insufficient_funds': 'コインが不足しています。',
  'pay.channel_unavailable': 'この決済方法はご利用いただけません。',
  'pay.amount_out_of_range': '金額は {{min}} から {{max}} の範囲で入力してください。',
  'pay.amount_not_convertible': 'この金額はコインの整数に換算できません。',
  'pay.order_unknown': '注文が存在しません。',
  'pay.order_state': 'この注文はこの操作を行える状態ではありません。',
  'pay.callback_invalid': '決済通知を検証できませんでした。',
  'pay.channel_bounds': '最小額は最大額を超えられません。',
  'bank.holder_mismatch': '口座名義はプロフィールの氏名と一致している必要があります。',
  'bank.profile_incomplete': '先に個人情報を入力してください。',
  'bank.card_unknown': 'この口座は存在しません。',
  'bank.too_many_cards': '登録できる口座は最大 {{max}} 件です。',
  'bank.bank_unknown': '一覧から銀行を選択してください。',
  'bank.card_duplicate': 'この口座は既に登録されています。',
  'draw.bind_card_first': '先に銀行口座を登録してください。',
  'draw.fund_password_unset': '先に資金パスワードを設定してください。',
  'draw.kyc_required': '{{limit}} コインを超える出金には本人確認が必要です。ユーザーセンターで手続きしてください。',
  'draw.withdrawal_unknown': '出金申請が存在しません。',
  'draw.state': 'この出金申請はこの操作を行える状態ではありません。',
  'draw.four_eyes': 'この出金は別のオペレーターの承認が必要です。あなたは既に一次承認を行っています。',
  'adjustment.state': 'この残高調整はすでに処理されています。',
  'adjustment.maker_checker': 'この残高調整は別のオペレーターの承認が必要です。あなたが起票者です。',
  'kyc.image_type': 'JPEGまたはPNGの写真をアップロードしてください。',
  'kyc.image_too_large': '写真のサイズが大きすぎます。',
  'kyc.image_invalid': '写真を読み取れませんでした。もう一度撮影してください。',
  'crypto.coin_unknown': 'この通貨はそのネットワークでは取り扱っていません。',
  'crypto.unavailable': '現在、暗号資産の入出金はご利用いただけません。',
  'crypto.address_format':
    '{{network}} のアドレスではありません。送金先ウォレットと同じネットワークを選んでいるかご確認ください。',
  'crypto.address_checksum':
    'アドレスに入力ミスがあります（チェックサムが一致しません）。ウォレットからもう一度コピーしてください。',
  'crypto.address_network': '別のネットワークのアドレスです。この出金は {{network}} のアドレスにのみ送れます。',
  'crypto.address_other_network':
    'これは {{actual}} のアドレスですが、この出金は {{network}} で送金されます。ウォレットが使うネットワークを選ぶか、{{network}} のアドレスを入力してください。',
  'crypto.address_own':
    'これは当サイトでのあなた自身の入金アドレスです。出金先は当サイト外のあなたのウォレットにしてください。',
  'crypto.report_conflict': '同じ送金についての以前の報告と内容が矛盾しています。',
  'crypto.held_state': 'この入金は確認待ちではありません（すでに処理済みです）。',
  'crypto.held_no_proposal': 'この入金にはまだ入金額の提案がありません。',
  'crypto.held_maker_checker': 'この入金は別のオペレーターが承認する必要があります（あなたが提案しました）。',
  'crypto.held_credit_too_large': 'この入金で付与できるのは最大 {{max}} コインです。',
  'crypto.address_unknown': 'この入金アドレスのプレイヤーは存在しません。',
  'crypto.amount_decimals': '{{coin}} の小数点以下は {{decimals}} 桁までです。',
  'crypto.rate_stale': '現在レートを取得できません。数分後にもう一度お試しください。',
  'crypto.network_not_deposited':
    '{{coin}} は入金したことのあるネットワークでのみ出金できます（{{network}} での入金はまだありません）。',
  'kyc.pending': '書類を審査中です。結果をお待ちください。',
  'kyc.already_approved': '本人確認は完了しています。',
  'kyc.unknown': '本人確認の申請が存在しません。',
  'kyc.reviewed': 'この本人確認の申請は審査済みです。',
  'kyc.reject_reason.blurry': '写真がぼやけているか暗すぎて読み取れません。',
  'kyc.reject_reason.mismatch': '身分証の氏名または番号が、アカウントの登録内容と一致しません。',
  'kyc.reject_reason.expired': '身分証の有効期限が切れています。',
  'kyc.reject_reason.incomplete': '写真が足りないか、身分証の一部が写っていません。',
  'kyc.reject_reason.not_document': '写真に有効な本人確認書類が写っていません。',
  'kyc.reject_reason.other': 'その他の理由です。担当者からのメモをご覧ください。',
  'kyc.reject_letter_title': '本人確認：写真を再提出してください',
  'kyc.reject_letter_body': 'お送りいただいた身分証の写真を承認できませんでした。理由：{{reason}}',
  'kyc.reject_letter_note': '担当者からのメモ：{{note}}',
  'kyc.reject_letter_link': 'ユーザーセンターで写真を再提出する',
  'kyc.approve_letter_title': '本人確認が完了しました',
  'kyc.approve_letter_body': 'お送りいただいた身分証の写真を確認し、本人確認が完了しました。',
  'adjustment.letter_title': '残高の修正について',
  'adjustment.letter_credit': '担当チームが残高を修正し、{{amount}}コインを追加しました。理由：{{reason}}',
  'adjustment.letter_debit': '担当チームが残高を修正し、{{amount}}コインを差し引きました。理由：{{reason}}',
  'withdrawal.unpaid_reason_unknown': '送金を実行できませんでした。',
  'withdrawal.unpaid_letter_title': '出金は実行されませんでした',
  'withdrawal.unpaid_letter_body':
    '{{amount}}コインの出金（{{sn}}）は実行されませんでした。理由：{{reason}} {{amount}}コインは残高に戻りました。',
  'aml.review_required':
    '次回の出金の前に、法令に基づき本人確認が必要です。ユーザーセンターで本人確認を完了してください。残高はそのまま保たれます。',
  'aml.review_pending': '次回の出金には本人確認の完了が必要です。提出書類は審査中です。承認後に出金できます。',
  'aml.letter_title': '本人確認のお願い',
  'aml.letter_body_deposit':
    '{{coins}} コインの入金を反映しました。金額に応じて、法令により次回の出金前に本人確認が必要です。ユーザーセンターで本人確認を完了してください。プレイはこのまま続けられます。',
  'aml.letter_body_withdrawal':
    '{{coins}} コインの出金申請を受け付けました。通常どおり審査します。次回以降の出金の前に、法令により本人確認が必要です。ユーザーセンターで本人確認を完了してください。',
  'aml.flag_unknown': 'このAMLフラグは存在しません。',
  'aml.reviewed': 'このAMLフラグは審査済みです。',
  'aml.withdrawals_held':
    '定期的なアカウント確認を行っているため、出金を一時停止しています。残高はそのままです。ご不明な点はカスタマーサービスへお問い合わせください。',
  'aml.approval_held': '報告済みのAMLフラグの判断が出るまで、このプレイヤーの出金は保留されています。',
  'aml.approval_flags_unseen':
    'この承認で確認されていない審査待ちのAMLフラグがこのプレイヤーにあります。内容を確認してから、もう一度承認してください。',
  'aml.not_reported': '出金保留の解除やアカウント閉鎖は、報告済みのAMLフラグに対してのみ行えます。',
  'aml.letter_hold_title': '確認のため出金を一時停止しました',
  'aml.letter_hold_body':
    '定期的なアカウント確認を行っているため、出金を一時停止しています。残高はそのままで、ゲームは引き続きお楽しみいただけます。確認が終わりましたらお知らせします。',
  'aml.letter_released_title': '出金を再開できます',
  'aml.letter_released_body': 'アカウントの確認が完了しました。再び出金できます。',
  'aml.letter_closed_title': 'アカウントを閉鎖しました',
  'aml.letter_closed_body':
    '確認の結果、お客様のアカウントを閉鎖しました。残高についてはカスタマーサービスへお問い合わせください。',
  'game.machine_unavailable': 'この台はご利用いただけません。',
  'game.bet_invalid': 'この台ではこのベットはできません。',
  'game.round_unknown': 'このゲーム記録は存在しません。',
  'game.game_unknown': 'このゲームは存在しません。',
  'game.void_letter_title': 'ラウンド {{sn}} を無効にしました',
  'game.void_letter_body':
    '<p>台 {{machine}} のラウンド {{sn}} でゲームの誤作動があったため、利用規約に基づきこのラウンドを無効にしました。理由：{{reason}}</p><p>賭け金 <strong>{{refunded}} コイン</strong>を返却し、このラウンドの払い戻しのうち <strong>{{recovered}} コイン</strong>を回収しました。</p>',
  'game.void_letter_unrecovered':
    '<p>払い戻しのうち {{amount}} コインはすでに使われていたため回収しません。お客様に支払い義務はありません。</p>',
  'support.complaint_escalated_title': '苦情 {{sn}} を責任者に引き継ぎました',
  'support.complaint_escalated_body':
    '<p>苦情 {{sn}} を利用規約でお約束した {{days}} 日以内に解決できませんでした。申し訳ございません。責任者に引き継ぎ、担当者からご連絡いたします。なおご納得いただけない場合は、当社のライセンス当局が指定する独立した紛争解決機関に申し立てることができます。</p>',
  'support.data_request_escalated_title': 'データに関するご請求 {{sn}} を責任者に引き継ぎました',
  'support.data_request_escalated_body':
    'お客様のデータに関するご請求 {{sn}} に、お約束した1か月以内にお答えできませんでした。申し訳ございません。責任者に引き継ぎ、担当者からご連絡いたします。お住まいの地域のデータ保護当局に苦情を申し立てることもできます。',
  'support.complaint_ack_title': '苦情 {{sn}} を受け付けました',
  'support.complaint_ack_body':
    'カスタマーサービスは苦情 {{sn}} を受け付け、確認を進めています。{{date}} までの解決を目指し、経過はこちらでお知らせします。',
  'support.complaint_ack_late_title': '苦情 {{sn}} の受付のご連絡が遅れました',
  'support.complaint_ack_late_body':
    '利用規約では苦情の受付を {{days}} 営業日以内にご連絡するとお約束していますが、苦情 {{sn}} への受付のご連絡が期限に間に合いませんでした。申し訳ございません。責任者に報告し、確実に対応いたします。{{date}} までの解決を引き続き目指します。',
  'support.acknowledge_refused': '受付済みにできるのは、まだ受付していない未解決の苦情だけです。',
  'marketing.objected':
    'マーケティングへの異議を申し立てています。プロモーションを再び受け取るには、まずアカウントの「お客様のデータ」で異議を取り下げてください。',
  'marketing.data_use_letter_title': 'お客様のデータの利用に関するご選択',
  'marketing.data_use_letter_intro':
    'ご依頼に基づき、カスタマーサービスがお客様のデータの利用について次のとおり記録しました。',
  'marketing.data_use_marketing_on':
    'マーケティング：異議あり。マーケティング設定にかかわらず、プロモーションや特典のご案内はお送りしません。',
  'marketing.data_use_marketing_off':
    'マーケティング：異議なし。ユーザーセンターでオンにした場合のみプロモーションをお送りします。',
  'marketing.data_use_profiling_on':
    'プロファイリング：異議あり。入金、本人確認、利用状況、代理店、言語によってお客様をお知らせの送付対象に選ぶことはありません。',
  'marketing.data_use_profiling_off':
    'プロファイリング：異議なし。マーケティングを受け取る場合、サイトでのご利用状況に応じてお知らせを選ぶことがあります。',
  'marketing.data_use_letter_note': 'カスタマーサービスからのメモ：{{note}}',
  'marketing.data_use_letter_change': 'これらの選択は、アカウントの「お客様のデータ」でいつでもご自身で変更できます。',
  'content.window_invalid': '掲載終了日時は掲載開始日時より後にしてください。',
  'content.recipient_unknown': 'このアカウントのプレイヤーは存在しません。',
  'content.agent_unknown': 'このアカウントの代理店は存在しません。',
  'content.segment_empty': 'この条件に当てはまるプレイヤーがいないため、送信しませんでした。',
  'content.draft_sent': 'この下書きは送信済みです。変更・送信・削除はできません。',
  'auth.password_change_required': '続ける前に新しいパスワードを設定してください。',
  'auth.two_factor_required': '続ける前に認証アプリを設定してください。',
  'auth.operator_password_change_required':
    '続ける前にご自身のパスワードを設定してください。渡されたパスワードは最初のサインイン専用です。',
  'auth.operator_password_wrong': '現在のパスワードが正しくありません。',
  'auth.operator_password_unchanged': '渡されたものとは異なるパスワードを選んでください。',
  'auth.totp_failed': 'コードが正しくないか、すでに使用されています。認証アプリの現在のコードを入力してください。',
  'auth.totp_enabled': '2段階認証はすでに設定されています。',
  'auth.totp_not_set_up': '先に認証アプリの設定を開始してください。',
  'auth.ip_not_allowed': 'このネットワークからは管理画面にアクセスできません。',
  'auth.challenge_expired': 'ログインに時間がかかりすぎました。もう一度ログインしてください。',
  'auth.own_two_factor': '自分の2段階認証は別の管理者がリセットする必要があります。',
  'operator.taken': 'このユーザー名は使用されています。',
  'operator.own_account': '自分のアカウントは変更できません。別の管理者に依頼してください。',
  'player.state_unchanged': 'アカウントはすでにその状態です。',
  'agent.not_agent': 'この操作は承認された代理のみ行えます。代理センターから申請できます。',
  'agent.suspended': '代理アカウントは停止中です。サポートにお問い合わせください。',
  'agent.already_applied': 'すでに申請済みか、すでに代理です。',
  'agent.reviewed': 'この申請はすでに審査済みです。',
  'agent.rate_above_parent': 'リベート率は最大 {{max}} です。',
  'agent.rate_below_subagents': 'リベート率は下位代理の率 {{min}} 以上にしてください。',
  'agent.tree_full': 'このチームは許可された最深の階層に達しています。',
  'agent.already_agent': 'このメンバーはすでに代理です。',
  'agent.member_not_agent': 'このメンバーは代理ではありません。',
  'agent.take_back_direct_only': 'コインを回収できるのは直属の下位メンバーからのみです。',
  'agent.take_back_limit': 'このメンバーに送って未回収の額を超えています。回収できるのは最大 {{limit}} コインです。',
  'agent.give_over_balance': '残高を超えています。あなたの残高は {{balance}} コインです。',
  'agent.take_over_held': 'メンバーの現在の残高を超えています。残高は {{balance}} コインです。',
  'agent.letter.received_title': '代理からコインを受け取りました',
  'agent.letter.received_body': '代理 {{agent}} があなたのアカウントに {{amount}} コインを振り替えました。',
  'agent.letter.taken_title': '代理がコインを回収しました',
  'agent.letter.taken_body': '代理 {{agent}} が振り替えた {{amount}} コインを回収しました。',
  'agent.letter.approved_title': '代理に承認されました',
  'agent.letter.approved_body':
    '代理の申請が承認されました。リベート率はチームのベット額の{{rate}}%です。招待リンクとチームのページは代理センターにあります。',
  'agent.letter.rejected_title': '代理の申請は承認されませんでした',
  'agent.letter.rejected_body': '代理の申請は承認されませんでした。理由：{{reason}} 代理センターから再度申請できます。',
  'agent.letter.rate_title': 'リベート率が変更されました',
  'agent.letter.rate_body': 'リベート率はチームのベット額の{{rate}}%になりました（変更前は{{before}}%）。',
  'agent.letter.suspended_title': '代理アカウントが停止されました',
  'agent.letter.suspended_body':
    '担当チームが代理アカウントを停止しました。再開されるまでチームのページは利用できません。詳しくはカスタマーサービスにお問い合わせください。',
  'agent.letter.restored_title': '代理アカウントが再開されました',
  'agent.letter.restored_body': '担当チームが代理アカウントを再開しました。チームのページを再びご利用いただけます。',
  'migration.unavailable': '現在、アカウント移行はご利用いただけません。',
  'migration.provider_unavailable': '移行元のサービスが応答していません。数分後にもう一度お試しください。',
  'migration.account_unknown': '移行元にそのアカウントはありません。',
  'migration.account_frozen': 'このアカウントは移行元で凍結されているため移行できません。',
  'migration.already_migrated': 'このアカウントはすでに移行されています。',
  'migration.currency_mismatch_JPY': '円建てのアカウントです。日本向けの移行ページをご利用ください。',
  'migration.currency_mismatch_CNY': '人民元建てのアカウントです。人民元アカウント用の移行ページをご利用ください。',
  'migration.expired': '移行の手続きが時間切れになりました。最初からやり直してください。',
  'migration.step': '手順を順番に進めてください。',
  'migration.holder_not_player': 'カード名義はご本人である必要があります。当サイトの氏名と一致させてください。',
  'migration.card_mismatch': 'カード番号の下4桁または名義が、そのアカウントに登録されたカードと一致しません。',
  'migration.code_too_soon': '次のコードを請求するまで {{seconds}} 秒お待ちください。',
  'migration.login_failed': 'パスワードまたはコードが正しくありません。',
  'migration.too_many_attempts': '誤りが多すぎます。新しいコードを請求し、しばらくしてからお試しください。',
  'migration.nothing': 'このアカウントに移行できる残高はありません。',
  'migration.unknown': 'その移行はありません。',
  'migration.account_format': '英字、数字、ピリオド、ハイフン、アンダースコアのみ使えます。',
  'migration.card_last4': 'カード番号の下4桁を入力してください。',
  'migration.code_format': 'コードは6桁です。',
  'migration.letter_title': '残高の移行が完了しました',
  'migration.letter_body':
    'アカウント {{account}} の残高（{{amount}}）を当サイトのウォレットに移しました：{{coins}} コイン。',
  'protection.timed_out': '{{until}} まで休止中のため、入金とプレイはできません。',
  'protection.self_excluded':
    '{{until}} まで自己排除中のため、入金とプレイはできません。出金とメッセージの閲覧はできます。',
  'protection.self_excluded_permanent':
    '無期限の自己排除中のため、入金とプレイはできません。出金とメッセージの閲覧はできます。',
  'protection.cooling_off': '自己排除は終了しました。入金とプレイは {{until}} に再開できます。',
  'protection.deposit_limit_day':
    'この入金は1日の入金上限を超えます。今後24時間で入金できるのはあと {{remaining}} コインです。',
  'protection.deposit_limit_week':
    'この入金は1週間の入金上限を超えます。この7日間で入金できるのはあと {{remaining}} コインです。',
  'protection.deposit_limit_month':
    'この入金は1か月の入金上限を超えます。この30日間で入金できるのはあと {{remaining}} コインです。',
  'protection.already_excluded': 'すでに自己排除または休止が有効です。',
  'protection.password_wrong': 'パスワードが正しくありません。',
  'protection.reality_check':
    'リアリティチェック：{{minutes}} 分間プレイしています。このセッションの収支は {{net}} コインです。続けますか、やめますか？',
  'protection.under_age':
    '入金・プレイ・ボーナスは {{age}} 歳以上の方に限られ、ご登録の生年月日ではご利用いただけません。生年月日に誤りがある場合はカスタマーサポートにお問い合わせください。',
  'protection.play_paused':
    'このプレイセッションを終了しました。少し休憩してください。プレイは {{until}} に再開できます。',
  'protection.confirmation_required':
    '初めての入金またはプレイの前に、生年月日の確認と利用規約への同意をお願いします。',
  'protection.loss_limit_day':
    'このスピンは1日の損失上限を超えるおそれがあります。今後24時間で失ってよいのはあと {{remaining}} コインです。',
  'protection.loss_limit_week':
    'このスピンは1週間の損失上限を超えるおそれがあります。この7日間で失ってよいのはあと {{remaining}} コインです。',
  'protection.loss_limit_month':
    'このスピンは1か月の損失上限を超えるおそれがあります。この30日間で失ってよいのはあと {{remaining}} コインです。',
  'protection.recipient_closed':
    'このプレイヤーは入金とプレイを停止中（休止または自己排除）のため、現在コインを受け取れません。',
  'protection.recipient_deposit_limit':
    'プレイヤー自身の入金上限を超えます。現在受け取れるのはあと {{remaining}} コインまでです。',
  'protection.crypto_held_title': '暗号資産の入金を保留しました',
  'protection.crypto_held_excluded':
    '{{coins}} コイン相当の {{coin}} の入金（取引 {{txid}}）は、休止または自己排除により入金が停止されている間に届きました。残高には加算されず、プレイには使えません。入金は保留され、当社よりお客様へ返送します。',
  'protection.crypto_held_deposit_limit':
    '{{coins}} コイン相当の {{coin}} の入金（取引 {{txid}}）は入金上限を超えます。残高には加算されず、プレイには使えません。入金は保留され、当社よりお客様へ返送するか、上限に余裕ができた時点で入金します。',
  'support.letter_title': 'お問い合わせ {{sn}} への回答',
  'support.letter_link': 'やり取りをすべて見る',
  'support.too_many_tickets':
    '直近1時間に {{max}} 件のお問い合わせを送信しました。既存のお問い合わせに追記するか、{{minutes}} 分後にもう一度お試しください。',
  'support.too_many_replies': '直近1時間に送信したメッセージが多すぎます。{{minutes}} 分後にもう一度お試しください。',
  'bonus.unknown': 'このボーナスは存在しないか、現在ご利用いただけません。',
  'bonus.promotion_unknown': 'そのプロモーションは存在しません。',
  'bonus.code_taken': 'このコードは別のオファーで使用されています。',
  'bonus.active_withdrawal':
    '賭け条件の消化中のボーナスコインが{{bonus}}枚あります。今出金すると、それによる勝ち分も含めて放棄されます。ボーナスを放棄して出金する場合は確認してください。',
  'bonus.refusal_kyc_required': 'このボーナスには本人確認の承認が必要です。',
  'bonus.refusal_below_minimum': '入金額がこのボーナスの最低額に達していません。',
  'bonus.refusal_not_first_deposit': 'このボーナスは初回入金のみが対象です。',
  'bonus.refusal_already_claimed': 'このボーナスは受け取り済みです。',
  'bonus.refusal_bonus_active': '別のボーナスの賭け条件を消化中です。消化するか放棄してください。',
  'bonus.refusal_not_new_player': 'このボーナスは新規プレイヤー限定です。',
  'bonus.refusal_excluded': '休止・自己排除・年齢制限の期間中はボーナスをご利用いただけません。',
  'bonus.refusal_not_running': 'このオファーは現在実施されていません。',
  'bonus.rebate_letter_title': 'リベートをお支払いしました',
  'bonus.rebate_letter_body':
    '<p>{{from}}から始まる期間のリベート<strong>{{amount}}コイン</strong>（対象額{{basis}}コイン）をウォレットに入金しました。</p>',
  'auth.account_closed': 'このアカウントは解約されています。',
  'privacy.export_too_soon': 'データのコピーは1日に1回まで請求できます。{{hours}}時間後にもう一度お試しください。',
  'privacy.export_preparing': 'データのコピーはまだ準備中です。準備ができたらお知らせのメッセージが届きます。',
  'privacy.export_expired': 'このデータのコピーは期限が切れたため削除されました。新しいコピーを請求してください。',
  'privacy.export_letter_title': 'データのダウンロード準備ができました',
  'privacy.export_letter_body':
    '{{asked}}にご請求いただいたデータのコピーの準備ができました。{{until}}までアカウント設定からダウンロードできます。その後は削除されます。',
  'privacy.export_letter_link': 'アカウント設定へ',
  'privacy.close_password_wrong': 'パスワードが正しくありません。',
  'privacy.close_withdrawal_open': '審査中または支払い中の出金があります。完了してからアカウントを解約してください。',
  'privacy.close_deposit_open':
    '未完了の入金注文があります。支払いが済むか期限が切れてからアカウントを解約してください。',
  'privacy.close_balance_left':
    'ウォレットに{{coins}}コインが残っています。先に出金してからアカウントを解約してください。',
  'privacy.already_erased': 'このアカウントの個人データはすでに消去されています。',
  'privacy.erase_not_closed': '消去できるのは解約済みのアカウントだけです。',
  'privacy.erase_retention': 'このアカウントの記録は{{date}}まで保管が必要です。それ以降に消去できます。',
  'privacy.erase_balance': 'この解約済みアカウントにはコインが残っています。消去する前に払い出してください。',
  // Customer service acting on protections, and identities of excluded players.
  'protection.operator_loosen':
    'カスタマーサービスはプレイヤーの制限や自己排除を厳しくすることはできますが、緩めることはできません。より低い上限を選んでください。',
  'protection.operator_letter_title': 'カスタマーサービスがプレイ制限を変更しました',
  'protection.operator_letter_deposit_limit':
    '{{period}}あたりの入金上限を{{amount}}コインに設定しました。直ちに適用されます。',
  'protection.operator_letter_loss_limit':
    '{{period}}あたりの損失上限を{{amount}}コインに設定しました。直ちに適用されます。',
  'protection.operator_letter_timeout':
    'お客様のアカウントは{{until}}まで休止中です。それまで入金とプレイはできません。出金とレターの閲覧は引き続きご利用いただけます。',
  'protection.operator_letter_exclusion':
    'お客様のアカウントは{{until}}までプレイから除外されました。入金とプレイはできません。出金とレターの閲覧は引き続きご利用いただけます。',
  'protection.operator_letter_exclusion_permanent':
    'お客様のアカウントは無期限でプレイから除外されました。入金とプレイはできません。出金とレターの閲覧は引き続きご利用いただけます。',
  'protection.operator_letter_reason': '理由：{{reason}}',
  'protection.period_day': '1日',
  'protection.period_week': '1週間',
  'protection.period_month': '1か月',
  'protection.email_refused':
    'このメールアドレスではアカウントを開設できません。誤りだと思われる場合は、カスタマーサービスにお問い合わせください。',
  'protection.identity_excluded':
    'この情報はプレイから除外されているプレイヤーのものであるため、別のアカウントでは使用できません。カスタマーサービスにお問い合わせください。',
};
