import type { Messages } from './en-US';

export const viVN: Messages = {
  ok: 'Thành công',
  'error.validation_failed': 'Yêu cầu không hợp lệ: {{fields}}',
  'error.malformed_body': 'Nội dung yêu cầu không phải JSON hợp lệ.',
  'error.body_too_large': 'Nội dung yêu cầu quá lớn (tối đa {{limit}} byte).',
  'error.unsupported_media_type': 'Vui lòng gửi nội dung yêu cầu dưới dạng JSON.',
  'error.not_found': 'Không tìm thấy tài nguyên được yêu cầu.',
  'error.method_not_allowed':
    'Địa chỉ này không chấp nhận phương thức đó; hãy dùng một phương thức có trong tiêu đề Allow.',
  'error.not_signed_in': 'Vui lòng đăng nhập trước.',
  'error.session_ended': 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  'error.forbidden': 'Bạn không có quyền thực hiện thao tác này.',
  'error.conflict': 'Yêu cầu xung đột với trạng thái hiện tại. Vui lòng làm mới và thử lại.',
  'error.idempotency_key_reused': 'Yêu cầu này đã được gửi trước đó với nội dung khác.',
  'error.too_many_requests': 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {{seconds}} giây.',
  'error.internal_error': 'Đã xảy ra lỗi phía máy chủ. Vui lòng thử lại sau (mã tham chiếu {{requestId}}).',
  'field.required': 'Vui lòng nhập {{field}}',
  'field.invalid_type': '{{field}} sai kiểu dữ liệu',
  'field.too_long': '{{field}} tối đa {{max}} ký tự',
  'field.too_short': '{{field}} tối thiểu {{min}} ký tự',
  'field.too_big': '{{field}} không được lớn hơn {{max}}',
  'field.too_small': '{{field}} không được nhỏ hơn {{min}}',
  'field.invalid_format': '{{field}} không đúng định dạng',
  'field.invalid_value': '{{field}} không phải là giá trị được phép',
  'field.invalid': '{{field}} không hợp lệ',
  'field.body': 'Nội dung yêu cầu',
  'auth.captcha_invalid': 'Mã xác minh hình ảnh sai hoặc đã hết hạn. Vui lòng thử lại.',
  'auth.login_failed': 'Tên người dùng hoặc mật khẩu không đúng.',
  'auth.account_frozen': 'Tài khoản này đã bị khóa. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
  'auth.code_invalid': 'Mã xác minh email sai hoặc đã hết hạn.',
  'auth.code_burned': 'Nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.',
  'auth.code_cooldown': 'Mã vừa được gửi. Bạn có thể yêu cầu lại sau {{seconds}} giây.',
  'auth.email_not_verified': 'Vui lòng xác minh địa chỉ email trước.',
  'auth.account_taken': 'Tên người dùng này đã được sử dụng.',
  'auth.email_taken': 'Địa chỉ email này đã được đăng ký.',
  'auth.email_already_confirmed': 'Địa chỉ email này đã được xác nhận là của bạn.',
  'mail.email.subject': 'Xác nhận địa chỉ email của bạn',
  'user.email_released_title': 'Vui lòng thêm địa chỉ email của riêng bạn',
  'user.email_released_body':
    'Địa chỉ email dùng khi tạo tài khoản của bạn đã được chủ sở hữu xác nhận cho tài khoản của họ, nên không còn thuộc tài khoản của bạn. Vui lòng thêm địa chỉ email của riêng bạn trong phần cài đặt tài khoản và xác nhận bằng mã chúng tôi gửi; trước đó, các mã (như mã đặt lại mật khẩu) không thể gửi tới bạn.',
  'auth.agent_code_unknown': 'Mã đại lý này không tồn tại.',
  'auth.old_password_wrong': 'Mật khẩu hiện tại không đúng.',
  'auth.fund_password_proof': 'Để đổi mật khẩu quỹ, hãy nhập mật khẩu quỹ hiện tại hoặc mã xác minh email.',
  'auth.fund_password_wrong': 'Mật khẩu quỹ không đúng.',
  'auth.fund_password_same_as_password':
    'Mật khẩu quỹ không được trùng với mật khẩu đăng nhập: hãy chọn sáu chữ số khác.',
  'auth.password_same_as_fund_password': 'Mật khẩu mới không được trùng với mật khẩu quỹ: hãy chọn mật khẩu khác.',
  'auth.provider_disabled': 'Phương thức đăng nhập này hiện không khả dụng.',
  'auth.provider_token_invalid': 'Không thể xác minh lần đăng nhập này. Vui lòng thử lại.',
  'auth.provider_email_unverified': 'Đã có tài khoản dùng email này. Vui lòng đăng nhập bằng mật khẩu.',
  'user.id_number_set': 'Số giấy tờ tùy thân đã được thiết lập. Vui lòng liên hệ chăm sóc khách hàng để thay đổi.',
  'user.real_name_locked':
    'Họ tên thật của bạn đã bị khóa vì đã liên kết thẻ ngân hàng hoặc đã xác minh danh tính. Vui lòng liên hệ chăm sóc khách hàng để thay đổi.',
  'user.birth_date_locked': 'Không thể đổi ngày sinh tại đây nữa. Vui lòng liên hệ chăm sóc khách hàng để sửa.',
  'mail.register.subject': 'Mã đăng ký của bạn',
  'mail.reset.subject': 'Mã đặt lại mật khẩu của bạn',
  'mail.reset.link':
    'Hoặc mở liên kết này để đặt mật khẩu mới (chỉ dùng được một lần, trong vòng {{minutes}} phút): {{url}}',
  'mail.reset.button': 'Đặt mật khẩu mới',
  'mail.fund.subject': 'Mã xác minh mật khẩu quỹ của bạn',
  'mail.code.body':
    'Mã xác minh của bạn là {{code}}, có hiệu lực trong {{minutes}} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này; tuyệt đối không chia sẻ mã cho bất kỳ ai.',
  'user.country_locked':
    'Theo ngày sinh đã đăng ký, bạn chưa đủ tuổi tối thiểu tại quốc gia của mình, nên chỉ bộ phận chăm sóc khách hàng mới đổi được quốc gia.',
  'user.country_required': 'Vui lòng chọn quốc gia hoặc khu vực.',
  'user.country_unknown': 'Không nhận diện được quốc gia hoặc khu vực.',
  'error.invalid_reference': 'Yêu cầu tham chiếu đến mục không tồn tại.',
  'error.invalid_value': 'Một giá trị trong yêu cầu nằm ngoài phạm vi hoặc quá dài.',
  'ledger.insufficient_funds': 'Không đủ xu.',
  'pay.channel_unavailable': 'Phương thức thanh toán này hiện không khả dụng.',
  'pay.amount_out_of_range': 'Số tiền phải nằm trong khoảng {{min}} đến {{max}}.',
  'pay.amount_not_convertible': 'Số tiền này không quy đổi được thành số xu nguyên.',
  'pay.order_unknown': 'Đơn hàng không tồn tại.',
  'pay.order_state': 'Đơn hàng không còn ở trạng thái cho phép thao tác này.',
  'pay.callback_invalid': 'Không thể xác minh thông báo thanh toán.',
  'pay.channel_bounds': 'Mức tối thiểu không được lớn hơn mức tối đa.',
  'bank.holder_mismatch': 'Tên chủ thẻ phải trùng với họ tên thật trong hồ sơ của bạn.',
  'bank.profile_incomplete': 'Vui lòng hoàn thiện thông tin cá nhân trước.',
  'bank.card_unknown': 'Thẻ ngân hàng này không tồn tại.',
  'bank.too_many_cards': 'Bạn chỉ có thể liên kết tối đa {{max}} thẻ ngân hàng.',
  'bank.bank_unknown': 'Vui lòng chọn ngân hàng trong danh sách.',
  'bank.card_duplicate': 'Thẻ này đã được liên kết.',
  'draw.bind_card_first': 'Vui lòng liên kết thẻ ngân hàng trước.',
  'draw.fund_password_unset': 'Vui lòng đặt mật khẩu quỹ trước.',
  'draw.kyc_required': 'Rút trên {{limit}} xu cần xác minh danh tính. Vui lòng hoàn tất trong trung tâm người dùng.',
  'draw.withdrawal_unknown': 'Lệnh rút tiền không tồn tại.',
  'draw.state': 'Lệnh rút tiền không còn ở trạng thái cho phép thao tác này.',
  'draw.four_eyes': 'Lệnh rút tiền này cần một nhân viên khác phê duyệt: bạn đã phê duyệt lần đầu.',
  'adjustment.state': 'Điều chỉnh số dư này đã được xử lý.',
  'adjustment.maker_checker': 'Điều chỉnh này cần một nhân viên khác phê duyệt: bạn là người đề xuất.',
  'kyc.image_type': 'Vui lòng tải lên ảnh JPEG hoặc PNG.',
  'kyc.image_too_large': 'Ảnh quá lớn.',
  'kyc.image_invalid': 'Không đọc được ảnh. Vui lòng chụp lại.',
  'crypto.coin_unknown': 'Đồng này không được hỗ trợ trên mạng đó.',
  'crypto.unavailable': 'Hiện chưa thể nạp và rút tiền mã hóa.',
  'crypto.address_format': 'Đây không phải địa chỉ {{network}}. Hãy kiểm tra bạn đã chọn đúng mạng của ví nhận.',
  'crypto.address_checksum': 'Địa chỉ bị gõ sai (mã kiểm tra không khớp). Hãy sao chép lại từ ví.',
  'crypto.address_network': 'Địa chỉ này thuộc mạng khác. Khoản rút này chỉ gửi được tới địa chỉ {{network}}.',
  'crypto.address_other_network':
    'Đây là địa chỉ {{actual}}, nhưng khoản rút này được trả trên {{network}}. Hãy chọn mạng mà ví của bạn dùng, hoặc nhập địa chỉ {{network}}.',
  'crypto.address_own':
    'Đây là địa chỉ nạp tiền của chính bạn trên trang này. Khoản rút phải gửi tới ví của bạn bên ngoài trang.',
  'crypto.report_conflict': 'Báo cáo này mâu thuẫn với báo cáo trước về cùng giao dịch.',
  'crypto.held_state': 'Khoản nạp này không (còn) chờ xem xét.',
  'crypto.held_no_proposal': 'Chưa có đề xuất số xu ghi có cho khoản nạp này.',
  'crypto.held_maker_checker': 'Một nhân viên khác phải duyệt khoản ghi có này: bạn là người đề xuất.',
  'crypto.held_credit_too_large': 'Chỉ có thể ghi có tối đa {{max}} xu cho khoản nạp này.',
  'crypto.address_unknown': 'Không có người chơi nào có địa chỉ nạp này.',
  'crypto.amount_decimals': '{{coin}} có tối đa {{decimals}} chữ số thập phân.',
  'crypto.rate_stale': 'Hiện không lấy được tỷ giá. Vui lòng thử lại sau vài phút.',
  'crypto.network_not_deposited':
    'Bạn chỉ có thể rút {{coin}} trên mạng bạn đã từng nạp ({{network}} chưa có khoản nạp nào của bạn).',
  'kyc.pending': 'Hồ sơ của bạn đang được xét duyệt. Vui lòng chờ kết quả.',
  'kyc.already_approved': 'Danh tính của bạn đã được xác minh.',
  'kyc.unknown': 'Yêu cầu xác minh không tồn tại.',
  'kyc.reviewed': 'Yêu cầu xác minh này đã được xét duyệt.',
  'kyc.reject_reason.blurry': 'Ảnh bị mờ hoặc quá tối, không đọc được.',
  'kyc.reject_reason.mismatch': 'Họ tên hoặc số trên giấy tờ không khớp với thông tin tài khoản của bạn.',
  'kyc.reject_reason.expired': 'Giấy tờ đã hết hạn.',
  'kyc.reject_reason.incomplete': 'Thiếu ảnh, hoặc giấy tờ bị cắt mất một phần trong ảnh.',
  'kyc.reject_reason.not_document': 'Ảnh không cho thấy giấy tờ tùy thân được chấp nhận.',
  'kyc.reject_reason.other': 'Lý do khác: xem ghi chú của chúng tôi.',
  'kyc.reject_letter_title': 'Xác minh danh tính: vui lòng gửi ảnh mới',
  'kyc.reject_letter_body': 'Chúng tôi không thể chấp nhận ảnh giấy tờ bạn đã gửi. Lý do: {{reason}}',
  'kyc.reject_letter_note': 'Ghi chú từ chúng tôi: {{note}}',
  'kyc.reject_letter_link': 'Gửi ảnh mới trong trung tâm người dùng',
  'kyc.approve_letter_title': 'Đã xác minh danh tính',
  'kyc.approve_letter_body': 'Chúng tôi đã kiểm tra ảnh giấy tờ bạn gửi: danh tính của bạn đã được xác minh.',
  'adjustment.letter_title': 'Điều chỉnh số dư của bạn',
  'adjustment.letter_credit':
    'Đội ngũ của chúng tôi đã điều chỉnh số dư của bạn: cộng thêm {{amount}} xu. Lý do: {{reason}}',
  'adjustment.letter_debit':
    'Đội ngũ của chúng tôi đã điều chỉnh số dư của bạn: trừ đi {{amount}} xu. Lý do: {{reason}}',
  'withdrawal.unpaid_reason_unknown': 'Không thể thực hiện khoản thanh toán.',
  'withdrawal.unpaid_letter_title': 'Lệnh rút tiền của bạn không được chi trả',
  'withdrawal.unpaid_letter_body':
    'Lệnh rút {{sn}} với {{amount}} xu của bạn không được chi trả. Lý do: {{reason}} {{amount}} xu đã được hoàn lại vào số dư của bạn.',
  'aml.review_required':
    'Theo quy định pháp luật, bạn cần xác minh danh tính trước lần rút tiếp theo. Vui lòng hoàn tất xác minh danh tính trong trung tâm người dùng; số dư của bạn vẫn được giữ nguyên.',
  'aml.review_pending':
    'Bạn cần được xác minh danh tính trước lần rút tiếp theo. Giấy tờ của bạn đang được xét duyệt: bạn có thể rút sau khi được duyệt.',
  'aml.letter_title': 'Vui lòng xác minh danh tính',
  'aml.letter_body_deposit':
    'Khoản nạp {{coins}} xu của bạn đã được ghi có. Do số tiền này, pháp luật yêu cầu chúng tôi xác minh danh tính của bạn trước lần rút tiếp theo: vui lòng hoàn tất xác minh trong trung tâm người dùng. Bạn vẫn có thể tiếp tục chơi.',
  'aml.letter_body_withdrawal':
    'Yêu cầu rút {{coins}} xu của bạn đã được tiếp nhận và sẽ được xét duyệt như thường lệ. Trước các lần rút tiếp theo, pháp luật yêu cầu chúng tôi xác minh danh tính của bạn: vui lòng hoàn tất xác minh trong trung tâm người dùng.',
  'aml.flag_unknown': 'Cờ AML này không tồn tại.',
  'aml.reviewed': 'Cờ AML này đã được xét duyệt.',
  'aml.withdrawals_held':
    'Việc rút tiền khỏi tài khoản của bạn tạm dừng trong khi chúng tôi hoàn tất một đợt xem xét tài khoản định kỳ. Số dư của bạn không thay đổi; vui lòng liên hệ bộ phận chăm sóc khách hàng nếu có thắc mắc.',
  'aml.approval_held': 'Các lệnh rút của người chơi này bị giữ lại cho đến khi có quyết định về cờ AML đã báo cáo.',
  'aml.approval_flags_unseen':
    'Người chơi này có cờ AML đang chờ xem xét mà lần duyệt này chưa hiển thị: hãy xem chúng rồi duyệt lại.',
  'aml.not_reported': 'Chỉ cờ AML đã báo cáo mới có thể được gỡ giữ hoặc dẫn đến đóng tài khoản.',
  'aml.letter_hold_title': 'Tạm dừng rút tiền để xem xét',
  'aml.letter_hold_body':
    'Việc rút tiền khỏi tài khoản của bạn tạm dừng trong khi chúng tôi hoàn tất một đợt xem xét tài khoản định kỳ. Số dư không thay đổi và bạn vẫn có thể tiếp tục chơi. Chúng tôi sẽ báo cho bạn khi việc xem xét hoàn tất.',
  'aml.letter_released_title': 'Bạn có thể rút tiền trở lại',
  'aml.letter_released_body': 'Việc xem xét tài khoản của bạn đã hoàn tất. Bạn có thể rút tiền trở lại.',
  'aml.letter_closed_title': 'Tài khoản của bạn đã bị đóng',
  'aml.letter_closed_body':
    'Sau khi xem xét, tài khoản của bạn đã bị đóng. Vui lòng liên hệ bộ phận chăm sóc khách hàng về số dư còn lại.',
  'game.machine_unavailable': 'Máy này hiện không khả dụng.',
  'game.bet_invalid': 'Máy này không nhận mức cược này.',
  'game.round_unknown': 'Ván chơi không tồn tại.',
  'game.game_unknown': 'Trò chơi không tồn tại.',
  'game.void_letter_title': 'Ván {{sn}} đã bị hủy',
  'game.void_letter_body':
    '<p>Trò chơi bị lỗi trong ván {{sn}} của bạn trên máy {{machine}}, vì vậy chúng tôi đã hủy ván này theo điều khoản. Lý do: {{reason}}</p><p>Tiền cược <strong>{{refunded}} xu</strong> đã được hoàn lại và <strong>{{recovered}} xu</strong> tiền thắng của ván đã được thu hồi.</p>',
  'game.void_letter_unrecovered':
    '<p>{{amount}} xu tiền thắng đã được sử dụng; chúng tôi không thu hồi số này và bạn không nợ chúng tôi gì.</p>',
  'support.complaint_escalated_title': 'Khiếu nại {{sn}} của bạn đã được chuyển lên quản lý',
  'support.complaint_escalated_body':
    '<p>Chúng tôi chưa giải quyết khiếu nại {{sn}} của bạn trong {{days}} ngày như điều khoản cam kết. Chúng tôi xin lỗi: khiếu nại đã được chuyển lên quản lý, người sẽ liên hệ với bạn. Nếu vẫn chưa hài lòng, bạn có thể gửi vụ việc đến cơ quan giải quyết tranh chấp độc lập do cơ quan cấp phép của chúng tôi chỉ định.</p>',
  'support.data_request_escalated_title': 'Yêu cầu về dữ liệu {{sn}} của bạn đã được chuyển lên quản lý',
  'support.data_request_escalated_body':
    'Chúng tôi chưa trả lời yêu cầu {{sn}} về dữ liệu của bạn trong vòng một tháng như đã cam kết. Chúng tôi xin lỗi: yêu cầu đã được chuyển lên quản lý, người sẽ liên hệ với bạn. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu nơi bạn sinh sống.',
  'support.complaint_ack_title': 'Chúng tôi đã nhận được khiếu nại {{sn}} của bạn',
  'support.complaint_ack_body':
    'Bộ phận chăm sóc khách hàng đã nhận được khiếu nại {{sn}} của bạn và đang xem xét. Chúng tôi cố gắng giải quyết trước {{date}} và sẽ phản hồi bạn tại đây.',
  'support.complaint_ack_late_title': 'Chúng tôi đã chậm xác nhận khiếu nại {{sn}} của bạn',
  'support.complaint_ack_late_body':
    'Điều khoản của chúng tôi cam kết xác nhận khiếu nại trong vòng {{days}} ngày làm việc, nhưng chúng tôi đã không xác nhận kịp khiếu nại {{sn}} của bạn. Chúng tôi xin lỗi: quản lý đã được thông báo và sẽ bảo đảm khiếu nại được xử lý. Chúng tôi vẫn cố gắng giải quyết trước {{date}}.',
  'support.acknowledge_refused': 'Chỉ có thể xác nhận khiếu nại đang mở và chưa được xác nhận.',
  'marketing.objected':
    'Bạn đã phản đối tiếp thị. Để nhận lại khuyến mãi, trước tiên hãy rút lại phản đối trong mục Dữ liệu của bạn trong tài khoản.',
  'marketing.data_use_letter_title': 'Lựa chọn của bạn về việc sử dụng dữ liệu',
  'marketing.data_use_letter_intro':
    'Theo yêu cầu của bạn, bộ phận chăm sóc khách hàng đã ghi nhận cách chúng tôi được sử dụng dữ liệu của bạn:',
  'marketing.data_use_marketing_on':
    'Tiếp thị: bạn phản đối. Chúng tôi không gửi cho bạn khuyến mãi hay ưu đãi nào, bất kể cài đặt tiếp thị của bạn.',
  'marketing.data_use_marketing_off':
    'Tiếp thị: không phản đối. Bạn chỉ nhận khuyến mãi nếu bật chúng trong trung tâm người dùng.',
  'marketing.data_use_profiling_on':
    'Lập hồ sơ: bạn phản đối. Chúng tôi không bao giờ chọn bạn để gửi thư dựa trên nạp tiền, xác minh danh tính, hoạt động, đại lý hay ngôn ngữ của bạn.',
  'marketing.data_use_profiling_off':
    'Lập hồ sơ: không phản đối. Nếu bạn nhận tiếp thị, thư có thể được chọn cho bạn dựa trên hoạt động của bạn trên trang.',
  'marketing.data_use_letter_note': 'Ghi chú của bộ phận chăm sóc khách hàng: {{note}}',
  'marketing.data_use_letter_change':
    'Bạn có thể tự thay đổi các lựa chọn này bất cứ lúc nào trong mục Dữ liệu của bạn trong tài khoản.',
  'content.window_invalid': 'Thời điểm kết thúc hiển thị phải sau thời điểm bắt đầu.',
  'content.recipient_unknown': 'Không có người chơi nào với tài khoản này.',
  'content.agent_unknown': 'Không có đại lý nào với tài khoản này.',
  'content.segment_empty': 'Không có người chơi nào khớp với nhóm này: chưa gửi gì.',
  'content.draft_sent': 'Bản nháp này đã được gửi: không thể sửa, gửi lại hay xóa nữa.',
  'auth.password_change_required': 'Vui lòng đặt mật khẩu mới trước khi tiếp tục.',
  'auth.two_factor_required': 'Vui lòng thiết lập ứng dụng xác thực trước khi tiếp tục.',
  'auth.operator_password_change_required':
    'Hãy chọn mật khẩu của riêng bạn trước khi tiếp tục: mật khẩu được cấp chỉ dùng cho lần đăng nhập đầu tiên.',
  'auth.operator_password_wrong': 'Mật khẩu hiện tại không đúng.',
  'auth.operator_password_unchanged': 'Hãy chọn mật khẩu khác với mật khẩu được cấp.',
  'auth.totp_failed': 'Mã sai hoặc đã được dùng. Hãy nhập mã hiện tại trong ứng dụng xác thực.',
  'auth.totp_enabled': 'Đăng nhập hai bước đã được thiết lập.',
  'auth.totp_not_set_up': 'Hãy bắt đầu thiết lập ứng dụng xác thực trước.',
  'auth.ip_not_allowed': 'Không thể truy cập trang quản trị từ mạng này.',
  'auth.challenge_expired': 'Đăng nhập quá lâu. Vui lòng đăng nhập lại.',
  'auth.own_two_factor': 'Một quản trị viên khác phải đặt lại đăng nhập hai bước của bạn.',
  'operator.taken': 'Tên người dùng này đã được dùng.',
  'operator.own_account': 'Bạn không thể thay đổi tài khoản của chính mình: hãy nhờ một quản trị viên khác.',
  'player.state_unchanged': 'Tài khoản đã ở trạng thái đó.',
  'agent.not_agent': 'Chỉ đại lý đã được duyệt mới làm được việc này. Bạn có thể đăng ký tại trung tâm đại lý.',
  'agent.suspended': 'Tài khoản đại lý của bạn đang bị tạm ngưng. Vui lòng liên hệ hỗ trợ.',
  'agent.already_applied': 'Bạn đã đăng ký hoặc đã là đại lý.',
  'agent.reviewed': 'Đơn đăng ký này đã được xét duyệt.',
  'agent.rate_above_parent': 'Tỷ lệ hoàn trả tối đa là {{max}}.',
  'agent.rate_below_subagents': 'Tỷ lệ hoàn trả phải ít nhất là {{min}}, tỷ lệ của một đại lý cấp dưới.',
  'agent.tree_full': 'Đội này đã đạt cấp sâu nhất được phép.',
  'agent.already_agent': 'Thành viên này đã là đại lý.',
  'agent.member_not_agent': 'Thành viên này không phải là đại lý.',
  'agent.take_back_direct_only': 'Chỉ có thể thu hồi xu từ cấp dưới trực tiếp.',
  'agent.take_back_limit': 'Số này vượt quá số bạn đã gửi cho thành viên mà chưa thu hồi: tối đa {{limit}} xu.',
  'agent.give_over_balance': 'Số này vượt quá số dư của bạn: bạn có {{balance}} xu.',
  'agent.take_over_held': 'Số này vượt quá số xu thành viên đang có: {{balance}} xu.',
  'agent.letter.received_title': 'Đã nhận xu từ đại lý của bạn',
  'agent.letter.received_body': 'Đại lý {{agent}} đã chuyển {{amount}} xu vào tài khoản của bạn.',
  'agent.letter.taken_title': 'Đại lý đã thu hồi xu',
  'agent.letter.taken_body': 'Đại lý {{agent}} đã thu hồi {{amount}} xu đã chuyển cho bạn.',
  'agent.letter.approved_title': 'Bạn đã trở thành đại lý',
  'agent.letter.approved_body':
    'Đơn đăng ký làm đại lý của bạn đã được duyệt. Tỷ lệ hoàn trả của bạn là {{rate}}% tổng cược của nhóm. Liên kết mời và các trang của nhóm nằm trong trung tâm đại lý.',
  'agent.letter.rejected_title': 'Đơn đăng ký đại lý của bạn không được duyệt',
  'agent.letter.rejected_body':
    'Đơn đăng ký làm đại lý của bạn không được duyệt. Lý do: {{reason}} Bạn có thể đăng ký lại trong trung tâm đại lý.',
  'agent.letter.rate_title': 'Tỷ lệ hoàn trả của bạn đã thay đổi',
  'agent.letter.rate_body': 'Tỷ lệ hoàn trả của bạn hiện là {{rate}}% tổng cược của nhóm (trước đây là {{before}}%).',
  'agent.letter.suspended_title': 'Tài khoản đại lý của bạn bị tạm ngưng',
  'agent.letter.suspended_body':
    'Đội ngũ của chúng tôi đã tạm ngưng tài khoản đại lý của bạn: các trang của nhóm bị đóng cho đến khi được khôi phục. Bộ phận chăm sóc khách hàng có thể cho bạn biết thêm.',
  'agent.letter.restored_title': 'Tài khoản đại lý của bạn đã hoạt động trở lại',
  'agent.letter.restored_body':
    'Đội ngũ của chúng tôi đã khôi phục tài khoản đại lý của bạn: các trang của nhóm đã mở lại.',
  'migration.unavailable': 'Hiện không thể chuyển tài khoản.',
  'migration.provider_unavailable': 'Nhà cung cấp trước không phản hồi. Vui lòng thử lại sau vài phút.',
  'migration.account_unknown': 'Nhà cung cấp trước không có tài khoản này.',
  'migration.account_frozen': 'Tài khoản này bị đóng băng ở nhà cung cấp trước và không thể chuyển.',
  'migration.already_migrated': 'Tài khoản này đã được chuyển.',
  'migration.currency_mismatch_JPY': 'Đây là tài khoản yên: hãy dùng trang chuyển dành cho Nhật Bản.',
  'migration.currency_mismatch_CNY': 'Đây là tài khoản nhân dân tệ: hãy dùng trang chuyển cho tài khoản nhân dân tệ.',
  'migration.expired': 'Phiên chuyển đã kết thúc. Vui lòng bắt đầu lại.',
  'migration.step': 'Vui lòng làm các bước theo thứ tự.',
  'migration.holder_not_player': 'Chủ thẻ phải là bạn: tên phải trùng với tên thật của bạn ở đây.',
  'migration.card_mismatch': 'Bốn số cuối hoặc tên chủ thẻ không khớp với thẻ đã liên kết với tài khoản đó.',
  'migration.code_too_soon': 'Vui lòng chờ {{seconds}} giây trước khi xin mã mới.',
  'migration.login_failed': 'Mật khẩu hoặc mã không đúng.',
  'migration.too_many_attempts': 'Sai quá nhiều lần. Hãy xin mã mới và thử lại sau.',
  'migration.nothing': 'Tài khoản này không có số dư để chuyển.',
  'migration.unknown': 'Không có lượt chuyển này.',
  'migration.account_format': 'Chỉ dùng chữ cái, chữ số, dấu chấm, gạch ngang và gạch dưới.',
  'migration.card_last4': 'Nhập 4 số cuối của thẻ.',
  'migration.code_format': 'Mã gồm 6 chữ số.',
  'migration.letter_title': 'Số dư của bạn đã được chuyển',
  'migration.letter_body': 'Số dư của tài khoản {{account}} ({{amount}}) đã vào ví của bạn ở đây: {{coins}} xu.',
  'protection.timed_out': 'Bạn đang tạm nghỉ đến {{until}}: nạp tiền và chơi bị đóng đến lúc đó.',
  'protection.self_excluded':
    'Bạn đã tự loại trừ đến {{until}}: nạp tiền và chơi bị đóng. Bạn vẫn có thể rút tiền và đọc thư.',
  'protection.self_excluded_permanent':
    'Bạn đã tự loại trừ vĩnh viễn: nạp tiền và chơi bị đóng. Bạn vẫn có thể rút tiền và đọc thư.',
  'protection.cooling_off': 'Thời gian tự loại trừ đã kết thúc; nạp tiền và chơi mở lại vào {{until}}.',
  'protection.deposit_limit_day':
    'Khoản nạp này vượt hạn mức nạp hằng ngày: bạn còn nạp được {{remaining}} xu trong 24 giờ tới.',
  'protection.deposit_limit_week':
    'Khoản nạp này vượt hạn mức nạp hằng tuần: bạn còn nạp được {{remaining}} xu trong 7 ngày này.',
  'protection.deposit_limit_month':
    'Khoản nạp này vượt hạn mức nạp hằng tháng: bạn còn nạp được {{remaining}} xu trong 30 ngày này.',
  'protection.already_excluded': 'Đang có một lần tự loại trừ hoặc tạm nghỉ.',
  'protection.password_wrong': 'Mật khẩu không đúng.',
  'protection.reality_check':
    'Nhắc nhở: bạn đã chơi {{minutes}} phút; kết quả ròng của phiên này là {{net}} xu. Tiếp tục hay dừng?',
  'protection.under_age':
    'Nạp tiền, chơi và nhận thưởng chỉ dành cho người từ {{age}} tuổi trở lên, và theo ngày sinh đã đăng ký thì bạn chưa đủ tuổi. Nếu ngày sinh sai, vui lòng liên hệ chăm sóc khách hàng.',
  'protection.play_paused': 'Bạn đã dừng phiên chơi này. Hãy nghỉ một chút: có thể chơi lại lúc {{until}}.',
  'protection.confirmation_required':
    'Trước lần nạp tiền hoặc lần chơi đầu tiên, vui lòng xác nhận ngày sinh và đồng ý với điều khoản.',
  'protection.loss_limit_day':
    'Lượt quay này có thể vượt hạn mức thua lỗ hằng ngày: bạn chỉ còn được thua thêm {{remaining}} xu trong 24 giờ tới.',
  'protection.loss_limit_week':
    'Lượt quay này có thể vượt hạn mức thua lỗ hằng tuần: bạn chỉ còn được thua thêm {{remaining}} xu trong 7 ngày này.',
  'protection.loss_limit_month':
    'Lượt quay này có thể vượt hạn mức thua lỗ hằng tháng: bạn chỉ còn được thua thêm {{remaining}} xu trong 30 ngày này.',
  'protection.recipient_closed':
    'Người chơi này đang tạm dừng nạp tiền và chơi (nghỉ hoặc tự loại trừ) nên hiện không thể nhận xu.',
  'protection.recipient_deposit_limit':
    'Khoản này sẽ vượt hạn mức nạp do chính người chơi đặt: hiện chỉ có thể nhận thêm tối đa {{remaining}} xu.',
  'protection.crypto_held_title': 'Khoản nạp tiền mã hóa của bạn đang bị giữ lại',
  'protection.crypto_held_excluded':
    'Khoản nạp {{coin}} trị giá {{coins}} xu của bạn (giao dịch {{txid}}) đến khi việc nạp tiền đang đóng do bạn nghỉ hoặc tự loại trừ. Khoản này chưa được cộng vào số dư và không thể dùng để chơi: nó được giữ lại và chúng tôi sẽ gửi trả lại cho bạn.',
  'protection.crypto_held_deposit_limit':
    'Khoản nạp {{coin}} trị giá {{coins}} xu của bạn (giao dịch {{txid}}) sẽ vượt hạn mức nạp của bạn. Khoản này chưa được cộng vào số dư và không thể dùng để chơi: nó được giữ lại và chúng tôi sẽ gửi trả lại cho bạn, hoặc ghi có khi hạn mức cho phép.',
  'support.letter_title': 'Trả lời yêu cầu hỗ trợ {{sn}} của bạn',
  'support.letter_link': 'Xem toàn bộ cuộc trao đổi',
  'support.too_many_tickets':
    'Bạn đã gửi {{max}} yêu cầu hỗ trợ trong một giờ qua. Vui lòng bổ sung vào một yêu cầu đã có, hoặc thử lại sau {{minutes}} phút.',
  'support.too_many_replies': 'Bạn đã gửi quá nhiều tin nhắn trong một giờ qua. Vui lòng thử lại sau {{minutes}} phút.',
  'bonus.unknown': 'Ưu đãi thưởng này không tồn tại hoặc không còn khả dụng.',
  'bonus.promotion_unknown': 'Khuyến mãi đó không tồn tại.',
  'bonus.code_taken': 'Mã này đã được một ưu đãi khác sử dụng.',
  'bonus.active_withdrawal':
    'Bạn có {{bonus}} xu thưởng đang hoàn thành yêu cầu cược. Rút tiền bây giờ sẽ từ bỏ số xu này, kể cả tiền thắng từ chúng. Xác nhận để từ bỏ thưởng và rút tiền.',
  'bonus.refusal_kyc_required': 'Thưởng này cần xác minh danh tính được duyệt trước.',
  'bonus.refusal_below_minimum': 'Khoản nạp thấp hơn mức tối thiểu của thưởng này.',
  'bonus.refusal_not_first_deposit': 'Thưởng này chỉ dành cho lần nạp đầu tiên.',
  'bonus.refusal_already_claimed': 'Bạn đã nhận thưởng này rồi.',
  'bonus.refusal_bonus_active': 'Một khoản thưởng khác đang được cược: hãy hoàn thành hoặc từ bỏ trước.',
  'bonus.refusal_not_new_player': 'Thưởng này chỉ dành cho người chơi mới.',
  'bonus.refusal_excluded': 'Không thể nhận thưởng trong thời gian tạm nghỉ, tự loại trừ hoặc giới hạn độ tuổi.',
  'bonus.refusal_not_running': 'Ưu đãi này hiện không diễn ra.',
  'bonus.rebate_letter_title': 'Tiền hoàn trả của bạn đã được thanh toán',
  'bonus.rebate_letter_body':
    '<p>Khoản hoàn trả <strong>{{amount}} xu</strong> cho kỳ bắt đầu từ {{from}} (tính trên {{basis}} xu) đã được cộng vào ví của bạn.</p>',
  'auth.account_closed': 'Tài khoản này đã bị đóng.',
  'privacy.export_too_soon':
    'Bạn chỉ có thể yêu cầu bản sao dữ liệu mỗi ngày một lần. Vui lòng thử lại sau {{hours}} giờ.',
  'privacy.export_preparing': 'Bản sao dữ liệu của bạn vẫn đang được chuẩn bị. Bạn sẽ nhận được thư khi nó sẵn sàng.',
  'privacy.export_expired': 'Bản sao dữ liệu này đã hết hạn và bị xóa. Vui lòng yêu cầu bản mới.',
  'privacy.export_letter_title': 'Dữ liệu của bạn đã sẵn sàng để tải xuống',
  'privacy.export_letter_body':
    'Bản sao dữ liệu bạn yêu cầu lúc {{asked}} đã sẵn sàng. Hãy tải xuống trong phần cài đặt tài khoản trước {{until}}; sau đó nó sẽ bị xóa.',
  'privacy.export_letter_link': 'Đến cài đặt tài khoản',
  'privacy.close_password_wrong': 'Mật khẩu không đúng.',
  'privacy.close_withdrawal_open':
    'Bạn còn một lệnh rút tiền đang được xét duyệt hoặc chi trả. Vui lòng đợi hoàn tất rồi hãy đóng tài khoản.',
  'privacy.close_deposit_open':
    'Bạn còn một lệnh nạp tiền chưa hoàn tất. Vui lòng đợi đến khi được thanh toán hoặc hết hạn rồi hãy đóng tài khoản.',
  'privacy.close_balance_left': 'Ví của bạn vẫn còn {{coins}} xu. Vui lòng rút hết trước rồi hãy đóng tài khoản.',
  'privacy.already_erased': 'Dữ liệu cá nhân của tài khoản này đã được xóa.',
  'privacy.erase_not_closed': 'Chỉ có thể xóa tài khoản đã đóng.',
  'privacy.erase_retention': 'Hồ sơ của tài khoản này phải được lưu đến {{date}}; từ đó mới có thể xóa.',
  'privacy.erase_balance': 'Tài khoản đã đóng này vẫn còn xu. Hãy chi trả trước khi xóa.',
  // Customer service acting on protections, and identities of excluded players.
  'protection.operator_loosen':
    'Bộ phận chăm sóc khách hàng chỉ có thể siết chặt giới hạn và loại trừ của người chơi, không bao giờ nới lỏng. Hãy chọn giới hạn thấp hơn.',
  'protection.operator_letter_title': 'Bộ phận chăm sóc khách hàng đã thay đổi các biện pháp bảo vệ của bạn',
  'protection.operator_letter_deposit_limit':
    'Giới hạn nạp tiền mỗi {{period}} của bạn nay là {{amount}} xu, có hiệu lực ngay.',
  'protection.operator_letter_loss_limit':
    'Giới hạn thua lỗ mỗi {{period}} của bạn nay là {{amount}} xu, có hiệu lực ngay.',
  'protection.operator_letter_timeout':
    'Tài khoản của bạn tạm nghỉ đến {{until}}: không thể nạp tiền và chơi cho đến lúc đó. Bạn vẫn có thể rút tiền và đọc thư.',
  'protection.operator_letter_exclusion':
    'Tài khoản của bạn bị loại trừ khỏi trò chơi đến {{until}}: không thể nạp tiền và chơi. Bạn vẫn có thể rút tiền và đọc thư.',
  'protection.operator_letter_exclusion_permanent':
    'Tài khoản của bạn bị loại trừ khỏi trò chơi vĩnh viễn: không thể nạp tiền và chơi. Bạn vẫn có thể rút tiền và đọc thư.',
  'protection.operator_letter_reason': 'Lý do: {{reason}}',
  'protection.period_day': 'ngày',
  'protection.period_week': 'tuần',
  'protection.period_month': 'tháng',
  'protection.email_refused':
    'Không thể dùng địa chỉ e-mail này để mở tài khoản. Nếu bạn cho rằng có nhầm lẫn, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
  'protection.identity_excluded':
    'Thông tin này thuộc về một người chơi đã bị loại trừ khỏi trò chơi nên không thể dùng cho tài khoản khác. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
};
